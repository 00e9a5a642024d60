import type { MigrationInterface, QueryRunner } from 'typeorm';

export class WithdrawalFee1795382432575 implements MigrationInterface {
  name = 'WithdrawalFee1795382432575';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "withdrawals" ADD "fee" numeric NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "markets" ALTER COLUMN "tick_size" SET DEFAULT '0.0001'`);
    await queryRunner.query(`ALTER TABLE "markets" ALTER COLUMN "lot_size" SET DEFAULT '0.0001'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "markets" ALTER COLUMN "lot_size" SET DEFAULT 0.0001`);
    await queryRunner.query(`ALTER TABLE "markets" ALTER COLUMN "tick_size" SET DEFAULT 0.0001`);
    await queryRunner.query(`ALTER TABLE "withdrawals" DROP COLUMN "fee"`);
  }
}
