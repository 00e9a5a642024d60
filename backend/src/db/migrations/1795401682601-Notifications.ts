import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Notifications1795401682601 implements MigrationInterface {
  name = 'Notifications1795401682601';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "message_templates" ("id" SERIAL NOT NULL, "event_key" character varying(100) NOT NULL, "language_code" character varying(10) NOT NULL, "subject" character varying(400) NOT NULL, "body" character varying(20000) NOT NULL, "active" boolean NOT NULL DEFAULT true, "version" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, CONSTRAINT "PK_9ac2bd9635be662d183f314947d" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_message_templates_event_key_language_code" ON "message_templates"  ("event_key", "language_code") `);
    await queryRunner.query(`ALTER TABLE "customers" ADD "language_code" character varying(10)`);
    await queryRunner.query(`ALTER TABLE "outbox_messages" ADD "html" character varying(60000)`);
    await queryRunner.query(`ALTER TABLE "outbox_messages" ADD "event_key" character varying(100)`);
    await queryRunner.query(`ALTER TABLE "outbox_messages" ADD "status" character varying(20) NOT NULL DEFAULT 'stored'`);
    await queryRunner.query(`ALTER TABLE "outbox_messages" ADD "attempts" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "outbox_messages" ADD "next_attempt_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "outbox_messages" ADD "sent_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "outbox_messages" ADD "last_error" character varying(2000)`);
    await queryRunner.query(`ALTER TABLE "outbox_messages" ADD "dedupe_key" character varying(200)`);
    // Widened in place (the generator drops and re-adds it, which would lose the stored messages).
    await queryRunner.query(`ALTER TABLE "outbox_messages" ALTER COLUMN "body" TYPE character varying(60000)`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_outbox_messages_dedupe_key" ON "outbox_messages"  ("dedupe_key") `);
    await queryRunner.query(`CREATE INDEX "ix_outbox_messages_status_next_attempt_at" ON "outbox_messages"  ("status", "next_attempt_at") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."ix_outbox_messages_status_next_attempt_at"`);
    await queryRunner.query(`DROP INDEX "public"."uq_outbox_messages_dedupe_key"`);
    await queryRunner.query(`ALTER TABLE "outbox_messages" ALTER COLUMN "body" TYPE character varying(10000)`);
    await queryRunner.query(`ALTER TABLE "outbox_messages" DROP COLUMN "dedupe_key"`);
    await queryRunner.query(`ALTER TABLE "outbox_messages" DROP COLUMN "last_error"`);
    await queryRunner.query(`ALTER TABLE "outbox_messages" DROP COLUMN "sent_at"`);
    await queryRunner.query(`ALTER TABLE "outbox_messages" DROP COLUMN "next_attempt_at"`);
    await queryRunner.query(`ALTER TABLE "outbox_messages" DROP COLUMN "attempts"`);
    await queryRunner.query(`ALTER TABLE "outbox_messages" DROP COLUMN "status"`);
    await queryRunner.query(`ALTER TABLE "outbox_messages" DROP COLUMN "event_key"`);
    await queryRunner.query(`ALTER TABLE "outbox_messages" DROP COLUMN "html"`);
    await queryRunner.query(`ALTER TABLE "customers" DROP COLUMN "language_code"`);
    await queryRunner.query(`DROP INDEX "public"."uq_message_templates_event_key_language_code"`);
    await queryRunner.query(`DROP TABLE "message_templates"`);
  }
}
