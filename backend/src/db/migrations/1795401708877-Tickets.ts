import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Tickets1795401708877 implements MigrationInterface {
  name = 'Tickets1795401708877';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "tickets" ("id" SERIAL NOT NULL, "title" character varying(200) NOT NULL, "customer_id" integer NOT NULL, "unit_id" integer NOT NULL, "category_id" integer, "priority_id" integer NOT NULL, "is_locked" boolean NOT NULL DEFAULT false, "is_resolved" boolean NOT NULL DEFAULT false, "is_approved" boolean NOT NULL DEFAULT false, "resolved_at" TIMESTAMP WITH TIME ZONE, "approved_at" TIMESTAMP WITH TIME ZONE, "last_post_at" TIMESTAMP WITH TIME ZONE, "version" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, CONSTRAINT "PK_343bc942ae261cf7a1377f48fd0" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "ix_tickets_customer_id" ON "tickets"  ("customer_id") `);
    await queryRunner.query(`CREATE INDEX "ix_tickets_unit_id" ON "tickets"  ("unit_id") `);
    await queryRunner.query(`CREATE INDEX "ix_tickets_category_id" ON "tickets"  ("category_id") `);
    await queryRunner.query(`CREATE INDEX "ix_tickets_priority_id" ON "tickets"  ("priority_id") `);
    await queryRunner.query(`CREATE TABLE "ticket_posts" ("id" SERIAL NOT NULL, "ticket_id" integer NOT NULL, "customer_id" integer NOT NULL, "body" character varying(10000) NOT NULL, "attachments" character varying(2000), "from_staff" boolean NOT NULL DEFAULT false, "forwarded_to_unit_id" integer, "version" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, CONSTRAINT "PK_f0ca1615c9da8aa379dce4c6f20" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "ix_ticket_posts_ticket_id" ON "ticket_posts"  ("ticket_id") `);
    await queryRunner.query(`CREATE INDEX "ix_ticket_posts_customer_id" ON "ticket_posts"  ("customer_id") `);
    await queryRunner.query(`CREATE INDEX "ix_ticket_posts_forwarded_to_unit_id" ON "ticket_posts"  ("forwarded_to_unit_id") `);
    await queryRunner.query(`CREATE TABLE "ticket_priorities" ("id" SERIAL NOT NULL, "name" character varying(100) NOT NULL, "display_order" integer NOT NULL DEFAULT '0', "is_active" boolean NOT NULL DEFAULT true, "version" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, CONSTRAINT "PK_96a786409f3b9a5e0975739c7f1" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_ticket_priorities_name" ON "ticket_priorities"  ("name") `);
    await queryRunner.query(`CREATE TABLE "unit_members" ("id" SERIAL NOT NULL, "unit_id" integer NOT NULL, "customer_id" integer NOT NULL, "version" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, CONSTRAINT "PK_28056dad4642544ae6a743ce7a9" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "ix_unit_members_unit_id" ON "unit_members"  ("unit_id") `);
    await queryRunner.query(`CREATE INDEX "ix_unit_members_customer_id" ON "unit_members"  ("customer_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_unit_members_unit_id_customer_id" ON "unit_members"  ("unit_id", "customer_id") `);
    await queryRunner.query(`ALTER TABLE "tickets" ADD CONSTRAINT "FK_42e4343476d9c4a46fb565a5c46" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "tickets" ADD CONSTRAINT "FK_3d0c67ec73177527aa3dc57bca2" FOREIGN KEY ("unit_id") REFERENCES "units"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "tickets" ADD CONSTRAINT "FK_32a7f0e4e32a46a094b55f7c25c" FOREIGN KEY ("category_id") REFERENCES "categories"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "tickets" ADD CONSTRAINT "FK_e41f18bc42fec09e7c0d36699ab" FOREIGN KEY ("priority_id") REFERENCES "ticket_priorities"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "ticket_posts" ADD CONSTRAINT "FK_4c3eaa663cd551d30af17cf1f90" FOREIGN KEY ("ticket_id") REFERENCES "tickets"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "ticket_posts" ADD CONSTRAINT "FK_bf466282c564fc21d1e0fe60995" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "ticket_posts" ADD CONSTRAINT "FK_6a6fc32a9a0bd45bf2aca84fc16" FOREIGN KEY ("forwarded_to_unit_id") REFERENCES "units"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "unit_members" ADD CONSTRAINT "FK_facf1771055919e25bd8d0ba8ad" FOREIGN KEY ("unit_id") REFERENCES "units"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "unit_members" ADD CONSTRAINT "FK_d89773f0807b5b4fce95db6ca0c" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "unit_members" DROP CONSTRAINT "FK_d89773f0807b5b4fce95db6ca0c"`);
    await queryRunner.query(`ALTER TABLE "unit_members" DROP CONSTRAINT "FK_facf1771055919e25bd8d0ba8ad"`);
    await queryRunner.query(`ALTER TABLE "ticket_posts" DROP CONSTRAINT "FK_6a6fc32a9a0bd45bf2aca84fc16"`);
    await queryRunner.query(`ALTER TABLE "ticket_posts" DROP CONSTRAINT "FK_bf466282c564fc21d1e0fe60995"`);
    await queryRunner.query(`ALTER TABLE "ticket_posts" DROP CONSTRAINT "FK_4c3eaa663cd551d30af17cf1f90"`);
    await queryRunner.query(`ALTER TABLE "tickets" DROP CONSTRAINT "FK_e41f18bc42fec09e7c0d36699ab"`);
    await queryRunner.query(`ALTER TABLE "tickets" DROP CONSTRAINT "FK_32a7f0e4e32a46a094b55f7c25c"`);
    await queryRunner.query(`ALTER TABLE "tickets" DROP CONSTRAINT "FK_3d0c67ec73177527aa3dc57bca2"`);
    await queryRunner.query(`ALTER TABLE "tickets" DROP CONSTRAINT "FK_42e4343476d9c4a46fb565a5c46"`);
    await queryRunner.query(`DROP INDEX "public"."uq_unit_members_unit_id_customer_id"`);
    await queryRunner.query(`DROP INDEX "public"."ix_unit_members_customer_id"`);
    await queryRunner.query(`DROP INDEX "public"."ix_unit_members_unit_id"`);
    await queryRunner.query(`DROP TABLE "unit_members"`);
    await queryRunner.query(`DROP INDEX "public"."uq_ticket_priorities_name"`);
    await queryRunner.query(`DROP TABLE "ticket_priorities"`);
    await queryRunner.query(`DROP INDEX "public"."ix_ticket_posts_forwarded_to_unit_id"`);
    await queryRunner.query(`DROP INDEX "public"."ix_ticket_posts_customer_id"`);
    await queryRunner.query(`DROP INDEX "public"."ix_ticket_posts_ticket_id"`);
    await queryRunner.query(`DROP TABLE "ticket_posts"`);
    await queryRunner.query(`DROP INDEX "public"."ix_tickets_priority_id"`);
    await queryRunner.query(`DROP INDEX "public"."ix_tickets_category_id"`);
    await queryRunner.query(`DROP INDEX "public"."ix_tickets_unit_id"`);
    await queryRunner.query(`DROP INDEX "public"."ix_tickets_customer_id"`);
    await queryRunner.query(`DROP TABLE "tickets"`);
  }
}
