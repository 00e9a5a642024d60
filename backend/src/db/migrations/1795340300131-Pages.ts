import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Pages1795340300131 implements MigrationInterface {
  name = 'Pages1795340300131';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "pages" ("id" SERIAL NOT NULL, "language_code" text NOT NULL, "slug" character varying(200) NOT NULL, "type" text NOT NULL DEFAULT 'Pages', "system_name" character varying(100), "layout_type" text NOT NULL DEFAULT 'onecolumn', "title" character varying(400) NOT NULL, "description" text, "data_content" text, "page_header_poster" character varying(2000), "published" boolean NOT NULL DEFAULT true, "include_in_top_menu" boolean NOT NULL DEFAULT false, "include_in_sitemap" boolean NOT NULL DEFAULT true, "meta_title" character varying(400), "meta_description" character varying(4000), "meta_keywords" character varying(400), "guid" uuid, "version" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, CONSTRAINT "PK_8f21ed625aa34c8391d636b7d3b" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_pages_language_code_slug" ON "pages"  ("language_code", "slug") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_pages_guid" ON "pages"  ("guid") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."uq_pages_guid"`);
    await queryRunner.query(`DROP INDEX "public"."uq_pages_language_code_slug"`);
    await queryRunner.query(`DROP TABLE "pages"`);
  }
}
