import type { MigrationInterface, QueryRunner } from 'typeorm';

export class RulesAndLinks1795325514473 implements MigrationInterface {
  name = 'RulesAndLinks1795325514473';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "product_orders" ADD "is_approved" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE "product_orders" ADD "approved_date" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "product_orders" ADD "deleted_date" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "cheques" ADD "refunded_date" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_archives_is_systemic" ON "archives"  ("is_systemic") WHERE "is_systemic" = true`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_payments_cheque_id" ON "payments"  ("cheque_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_backups_upload_cloud" ON "backups"  ("upload_cloud") WHERE "upload_cloud" = true`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."uq_backups_upload_cloud"`);
    await queryRunner.query(`DROP INDEX "public"."uq_payments_cheque_id"`);
    await queryRunner.query(`DROP INDEX "public"."uq_archives_is_systemic"`);
    await queryRunner.query(`ALTER TABLE "cheques" DROP COLUMN "refunded_date"`);
    await queryRunner.query(`ALTER TABLE "product_orders" DROP COLUMN "deleted_date"`);
    await queryRunner.query(`ALTER TABLE "product_orders" DROP COLUMN "approved_date"`);
    await queryRunner.query(`ALTER TABLE "product_orders" DROP COLUMN "is_approved"`);
  }
}
