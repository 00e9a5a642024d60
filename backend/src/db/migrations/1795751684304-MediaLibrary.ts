import type { MigrationInterface, QueryRunner } from 'typeorm';

export class MediaLibrary1795751684304 implements MigrationInterface {
  name = 'MediaLibrary1795751684304';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "media" ("id" SERIAL NOT NULL, "file" character varying(200) NOT NULL, "title" character varying(200), "alt" character varying(400), "alt_fa" character varying(400), "alt_tr" character varying(400), "focal_point" text NOT NULL DEFAULT '50 50', "keep" boolean NOT NULL DEFAULT false, "width" integer, "height" integer, "size" integer, "content_type" character varying(100), "version" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, CONSTRAINT "PK_f4e0fcac36e050de337b670d8bd" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_media_file" ON "media"  ("file") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."uq_media_file"`);
    await queryRunner.query(`DROP TABLE "media"`);
  }
}
