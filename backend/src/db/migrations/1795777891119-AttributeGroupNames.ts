import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AttributeGroupNames1795777891119 implements MigrationInterface {
  name = 'AttributeGroupNames1795777891119';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "attributes" ADD "group_name_fa" character varying(200)`);
    await queryRunner.query(`ALTER TABLE "attributes" ADD "group_name_tr" character varying(200)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "attributes" DROP COLUMN "group_name_tr"`);
    await queryRunner.query(`ALTER TABLE "attributes" DROP COLUMN "group_name_fa"`);
  }
}
