import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SupportChat1795401748655 implements MigrationInterface {
  name = 'SupportChat1795401748655';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "support_chats" ("id" SERIAL NOT NULL, "visitor_name" character varying(100), "customer_id" integer, "visitor_key_hash" character varying(64), "lang" character varying(8), "started" boolean NOT NULL DEFAULT false, "closed" boolean NOT NULL DEFAULT false, "staff_id" integer, "started_date" TIMESTAMP WITH TIME ZONE, "closed_date" TIMESTAMP WITH TIME ZONE, "version" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, CONSTRAINT "PK_297679253768772d0f5bc3a5b3c" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "ix_support_chats_customer_id" ON "support_chats"  ("customer_id") `);
    await queryRunner.query(`CREATE INDEX "ix_support_chats_staff_id" ON "support_chats"  ("staff_id") `);
    await queryRunner.query(`CREATE TABLE "support_chat_messages" ("id" SERIAL NOT NULL, "guid" uuid, "chat_id" integer NOT NULL, "author" character varying(100), "author_id" integer, "from_support" boolean NOT NULL DEFAULT false, "type" character varying(10) NOT NULL DEFAULT 'text', "action" character varying(20) NOT NULL DEFAULT 'message', "text" character varying(4000) NOT NULL, "is_edited" boolean NOT NULL DEFAULT false, "version" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, CONSTRAINT "PK_699e2c76f3b42016f74373c65e0" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "ix_support_chat_messages_chat_id" ON "support_chat_messages"  ("chat_id") `);
    await queryRunner.query(`CREATE INDEX "ix_support_chat_messages_author_id" ON "support_chat_messages"  ("author_id") `);
    await queryRunner.query(`ALTER TABLE "support_chats" ADD CONSTRAINT "FK_f953ac034af412af3b8cab17354" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "support_chats" ADD CONSTRAINT "FK_bb477d0fc47a21c80975ddbabfc" FOREIGN KEY ("staff_id") REFERENCES "customers"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "support_chat_messages" ADD CONSTRAINT "FK_de9800e875df120cd39fb801eff" FOREIGN KEY ("chat_id") REFERENCES "support_chats"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "support_chat_messages" ADD CONSTRAINT "FK_aa3174bee1065926e01a82bbea7" FOREIGN KEY ("author_id") REFERENCES "customers"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "support_chat_messages" DROP CONSTRAINT "FK_aa3174bee1065926e01a82bbea7"`);
    await queryRunner.query(`ALTER TABLE "support_chat_messages" DROP CONSTRAINT "FK_de9800e875df120cd39fb801eff"`);
    await queryRunner.query(`ALTER TABLE "support_chats" DROP CONSTRAINT "FK_bb477d0fc47a21c80975ddbabfc"`);
    await queryRunner.query(`ALTER TABLE "support_chats" DROP CONSTRAINT "FK_f953ac034af412af3b8cab17354"`);
    await queryRunner.query(`DROP INDEX "public"."ix_support_chat_messages_author_id"`);
    await queryRunner.query(`DROP INDEX "public"."ix_support_chat_messages_chat_id"`);
    await queryRunner.query(`DROP TABLE "support_chat_messages"`);
    await queryRunner.query(`DROP INDEX "public"."ix_support_chats_staff_id"`);
    await queryRunner.query(`DROP INDEX "public"."ix_support_chats_customer_id"`);
    await queryRunner.query(`DROP TABLE "support_chats"`);
  }
}
