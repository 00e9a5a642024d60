import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Backups1795401790289 implements MigrationInterface {
  name = 'Backups1795401790289';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."uq_backups_upload_cloud"`);
    await queryRunner.query(`ALTER TABLE "backups" ADD "status" character varying(20)`);
    await queryRunner.query(`ALTER TABLE "backups" ADD "phase" character varying(20)`);
    await queryRunner.query(`ALTER TABLE "backups" ADD "percent" integer`);
    await queryRunner.query(`ALTER TABLE "backups" ADD "bytes" bigint`);
    await queryRunner.query(`ALTER TABLE "backups" ADD "error" character varying(20)`);
    await queryRunner.query(`ALTER TABLE "backups" ADD "error_detail" character varying(2000)`);
    await queryRunner.query(`ALTER TABLE "backups" ADD "cloud_file_name" character varying(400)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "backups" DROP COLUMN "cloud_file_name"`);
    await queryRunner.query(`ALTER TABLE "backups" DROP COLUMN "error_detail"`);
    await queryRunner.query(`ALTER TABLE "backups" DROP COLUMN "error"`);
    await queryRunner.query(`ALTER TABLE "backups" DROP COLUMN "bytes"`);
    await queryRunner.query(`ALTER TABLE "backups" DROP COLUMN "percent"`);
    await queryRunner.query(`ALTER TABLE "backups" DROP COLUMN "phase"`);
    await queryRunner.query(`ALTER TABLE "backups" DROP COLUMN "status"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_backups_upload_cloud" ON "backups" USING btree ("upload_cloud") WHERE (upload_cloud = true)`);
  }
}
