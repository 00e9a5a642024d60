import type { MigrationInterface, QueryRunner } from 'typeorm';

export class NetworkDepositAddress1795826473714 implements MigrationInterface {
  name = 'NetworkDepositAddress1795826473714';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "blockchain_networks" ADD "deposit_address" character varying(200)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "blockchain_networks" DROP COLUMN "deposit_address"`);
  }
}
