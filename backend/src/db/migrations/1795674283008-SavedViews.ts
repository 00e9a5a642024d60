import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SavedViews1795674283008 implements MigrationInterface {
  name = 'SavedViews1795674283008';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "saved_views" ("id" SERIAL NOT NULL, "name" character varying(100) NOT NULL, "resource" character varying(100) NOT NULL, "filter" jsonb NOT NULL DEFAULT '{}', "sort" jsonb, "columns" jsonb, "customer_id" integer, "version" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, CONSTRAINT "PK_30acd4fbe2058d97631ab9bb2b6" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "ix_saved_views_customer_id" ON "saved_views"  ("customer_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_saved_views_customer_id_resource_name" ON "saved_views"  ("customer_id", "resource", "name") `);
    await queryRunner.query(`ALTER TABLE "saved_views" ADD CONSTRAINT "FK_8b9bb17b9ebae4f6ccd0601dfd2" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "saved_views" DROP CONSTRAINT "FK_8b9bb17b9ebae4f6ccd0601dfd2"`);
    await queryRunner.query(`DROP INDEX "public"."uq_saved_views_customer_id_resource_name"`);
    await queryRunner.query(`DROP INDEX "public"."ix_saved_views_customer_id"`);
    await queryRunner.query(`DROP TABLE "saved_views"`);
  }
}
