import type { MigrationInterface, QueryRunner } from 'typeorm';

export class MessagingAndAudit1795318589879 implements MigrationInterface {
  name = 'MessagingAndAudit1795318589879';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "audit_logs" ("id" SERIAL NOT NULL, "event" text NOT NULL, "actor_id" integer, "actor_name" character varying(200), "subject" character varying(400), "ip" character varying(64), "details" jsonb, "version" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_1bb179d048bbc581caa3b013439" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "ix_audit_logs_actor_id" ON "audit_logs"  ("actor_id") `);
    await queryRunner.query(`CREATE INDEX "ix_audit_logs_event" ON "audit_logs"  ("event") `);
    await queryRunner.query(`CREATE INDEX "ix_audit_logs_created_at" ON "audit_logs"  ("created_at") `);
    await queryRunner.query(`CREATE TABLE "one_time_codes" ("id" SERIAL NOT NULL, "customer_id" integer NOT NULL, "purpose" text NOT NULL, "code_hash" text, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, "attempts" integer NOT NULL DEFAULT '0', "version" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_ae6fc30aa12eeae02fec8d6b63e" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "ix_one_time_codes_customer_id" ON "one_time_codes"  ("customer_id") `);
    await queryRunner.query(`CREATE INDEX "ix_one_time_codes_customer_id_purpose" ON "one_time_codes"  ("customer_id", "purpose") `);
    await queryRunner.query(`CREATE INDEX "ix_one_time_codes_code_hash" ON "one_time_codes"  ("code_hash") `);
    await queryRunner.query(`CREATE TABLE "outbox_messages" ("id" SERIAL NOT NULL, "channel" text NOT NULL, "recipient" character varying(200) NOT NULL, "subject" character varying(400), "body" character varying(10000) NOT NULL, "customer_id" integer, "version" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_0171348f527c64b137e4d4f5b66" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "ix_outbox_messages_customer_id" ON "outbox_messages"  ("customer_id") `);
    await queryRunner.query(`ALTER TABLE "audit_logs" ADD CONSTRAINT "FK_177183f29f438c488b5e8510cdb" FOREIGN KEY ("actor_id") REFERENCES "customers"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "one_time_codes" ADD CONSTRAINT "FK_91fab876932e840050df272a7a1" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "outbox_messages" ADD CONSTRAINT "FK_1aeb6259c3ffda0e1668daadc0f" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "outbox_messages" DROP CONSTRAINT "FK_1aeb6259c3ffda0e1668daadc0f"`);
    await queryRunner.query(`ALTER TABLE "one_time_codes" DROP CONSTRAINT "FK_91fab876932e840050df272a7a1"`);
    await queryRunner.query(`ALTER TABLE "audit_logs" DROP CONSTRAINT "FK_177183f29f438c488b5e8510cdb"`);
    await queryRunner.query(`DROP INDEX "public"."ix_outbox_messages_customer_id"`);
    await queryRunner.query(`DROP TABLE "outbox_messages"`);
    await queryRunner.query(`DROP INDEX "public"."ix_one_time_codes_code_hash"`);
    await queryRunner.query(`DROP INDEX "public"."ix_one_time_codes_customer_id_purpose"`);
    await queryRunner.query(`DROP INDEX "public"."ix_one_time_codes_customer_id"`);
    await queryRunner.query(`DROP TABLE "one_time_codes"`);
    await queryRunner.query(`DROP INDEX "public"."ix_audit_logs_created_at"`);
    await queryRunner.query(`DROP INDEX "public"."ix_audit_logs_event"`);
    await queryRunner.query(`DROP INDEX "public"."ix_audit_logs_actor_id"`);
    await queryRunner.query(`DROP TABLE "audit_logs"`);
  }
}
