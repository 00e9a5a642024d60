import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Applications1795318861759 implements MigrationInterface {
  name = 'Applications1795318861759';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "applications" ("id" SERIAL NOT NULL, "name" character varying(100) NOT NULL, "secret_key" character varying(200), "application_guid" uuid, "description" character varying(2000), "is_active" boolean NOT NULL DEFAULT true, "app_version" character varying(40) NOT NULL, "version" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_938c0a27255637bde919591888f" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_applications_name" ON "applications"  ("name") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_applications_application_guid" ON "applications"  ("application_guid") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."uq_applications_application_guid"`);
    await queryRunner.query(`DROP INDEX "public"."uq_applications_name"`);
    await queryRunner.query(`DROP TABLE "applications"`);
  }
}
