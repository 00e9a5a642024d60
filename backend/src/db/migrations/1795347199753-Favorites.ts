import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Favorites1795347199753 implements MigrationInterface {
  name = 'Favorites1795347199753';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "favorites" ("id" SERIAL NOT NULL, "customer_id" integer, "entity_name" text NOT NULL DEFAULT 'Product', "entity_id" integer NOT NULL, "group_name" character varying(100) NOT NULL DEFAULT 'favoriteproducts', "version" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, CONSTRAINT "PK_890818d27523748dd36a4d1bdc8" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "ix_favorites_customer_id" ON "favorites"  ("customer_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_favorites_customer_id_entity_name_entity_id_group_name" ON "favorites"  ("customer_id", "entity_name", "entity_id", "group_name") `);
    await queryRunner.query(`ALTER TABLE "favorites" ADD CONSTRAINT "FK_910d46f0ab3b071255bedd1732b" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "favorites" DROP CONSTRAINT "FK_910d46f0ab3b071255bedd1732b"`);
    await queryRunner.query(`DROP INDEX "public"."uq_favorites_customer_id_entity_name_entity_id_group_name"`);
    await queryRunner.query(`DROP INDEX "public"."ix_favorites_customer_id"`);
    await queryRunner.query(`DROP TABLE "favorites"`);
  }
}
