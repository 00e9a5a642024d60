import type { MigrationInterface, QueryRunner } from 'typeorm';

export class WithdrawalFee1795382432575 implements MigrationInterface {
  name = 'WithdrawalFee1795382432575';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "withdrawals" ADD "fee" numeric NOT NULL DEFAULT '0'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "withdrawals" DROP COLUMN "fee"`);
  }
}
