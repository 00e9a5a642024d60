import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SecurityAccess1795317899621 implements MigrationInterface {
  name = 'SecurityAccess1795317899621';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "security_accesses" ("id" SERIAL NOT NULL, "customer_role_id" integer NOT NULL, "entity_name" character varying(100) NOT NULL, "access_type" text NOT NULL, "version" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_865657c3f9a247864c5406024d6" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "ix_security_accesses_customer_role_id" ON "security_accesses"  ("customer_role_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_security_accesses_customer_role_id_entity_name_access_type" ON "security_accesses"  ("customer_role_id", "entity_name", "access_type") `);
    await queryRunner.query(`ALTER TABLE "security_accesses" ADD CONSTRAINT "FK_e5e6ea394dd67b04faf3fca9844" FOREIGN KEY ("customer_role_id") REFERENCES "customer_roles"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "security_accesses" DROP CONSTRAINT "FK_e5e6ea394dd67b04faf3fca9844"`);
    await queryRunner.query(`DROP INDEX "public"."uq_security_accesses_customer_role_id_entity_name_access_type"`);
    await queryRunner.query(`DROP INDEX "public"."ix_security_accesses_customer_role_id"`);
    await queryRunner.query(`DROP TABLE "security_accesses"`);
  }
}
