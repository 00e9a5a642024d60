import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Contents1795340952263 implements MigrationInterface {
  name = 'Contents1795340952263';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "contents" ("id" SERIAL NOT NULL, "guid" uuid, "type" character varying(100), "title" character varying(400), "description" text, "display_order" integer NOT NULL DEFAULT '0', "published" boolean NOT NULL DEFAULT true, "data_content" text, "content_template_id" integer, "component_name" character varying(200) NOT NULL, "entity_name" character varying(100) NOT NULL DEFAULT 'Page', "entity_id" integer, "part_name" character varying(100) NOT NULL, "parent_id" integer, "version" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, CONSTRAINT "PK_b7c504072e537532d7080c54fac" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "ix_contents_content_template_id" ON "contents"  ("content_template_id") `);
    await queryRunner.query(`CREATE INDEX "ix_contents_parent_id" ON "contents"  ("parent_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_contents_guid" ON "contents"  ("guid") `);
    await queryRunner.query(`CREATE INDEX "ix_contents_entity_name_entity_id_part_name" ON "contents"  ("entity_name", "entity_id", "part_name") `);
    await queryRunner.query(`ALTER TABLE "contents" ADD CONSTRAINT "FK_f39954e8786ad008ef5e19cad59" FOREIGN KEY ("content_template_id") REFERENCES "content_templates"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "contents" ADD CONSTRAINT "FK_cee52fec66d922bac7e2e2f21b0" FOREIGN KEY ("parent_id") REFERENCES "contents"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "contents" DROP CONSTRAINT "FK_cee52fec66d922bac7e2e2f21b0"`);
    await queryRunner.query(`ALTER TABLE "contents" DROP CONSTRAINT "FK_f39954e8786ad008ef5e19cad59"`);
    await queryRunner.query(`DROP INDEX "public"."ix_contents_entity_name_entity_id_part_name"`);
    await queryRunner.query(`DROP INDEX "public"."uq_contents_guid"`);
    await queryRunner.query(`DROP INDEX "public"."ix_contents_parent_id"`);
    await queryRunner.query(`DROP INDEX "public"."ix_contents_content_template_id"`);
    await queryRunner.query(`DROP TABLE "contents"`);
  }
}
