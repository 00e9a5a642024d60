import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AuthSessions1795317678675 implements MigrationInterface {
  name = 'AuthSessions1795317678675';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "auth_sessions" ("id" SERIAL NOT NULL, "public_id" uuid, "customer_id" integer NOT NULL, "refresh_token_hash" text, "application_identity" character varying(100), "user_agent" character varying(400), "ip" character varying(64), "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "last_used_at" TIMESTAMP WITH TIME ZONE, "revoked_at" TIMESTAMP WITH TIME ZONE, "revoked_reason" text, "version" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_641507381f32580e8479efc36cd" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "ix_auth_sessions_customer_id" ON "auth_sessions"  ("customer_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_auth_sessions_public_id" ON "auth_sessions"  ("public_id") `);
    await queryRunner.query(`ALTER TABLE "customers" ADD "two_factor_enabled" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE "customers" ADD "two_factor_secret" text`);
    await queryRunner.query(`ALTER TABLE "customers" ADD "two_factor_pending_secret" text`);
    await queryRunner.query(`ALTER TABLE "customers" ADD "two_factor_last_step" integer`);
    await queryRunner.query(`ALTER TABLE "auth_sessions" ADD CONSTRAINT "FK_996b73c799e6280b9a430d6f200" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "auth_sessions" DROP CONSTRAINT "FK_996b73c799e6280b9a430d6f200"`);
    await queryRunner.query(`ALTER TABLE "customers" DROP COLUMN "two_factor_last_step"`);
    await queryRunner.query(`ALTER TABLE "customers" DROP COLUMN "two_factor_pending_secret"`);
    await queryRunner.query(`ALTER TABLE "customers" DROP COLUMN "two_factor_secret"`);
    await queryRunner.query(`ALTER TABLE "customers" DROP COLUMN "two_factor_enabled"`);
    await queryRunner.query(`DROP INDEX "public"."uq_auth_sessions_public_id"`);
    await queryRunner.query(`DROP INDEX "public"."ix_auth_sessions_customer_id"`);
    await queryRunner.query(`DROP TABLE "auth_sessions"`);
  }
}
