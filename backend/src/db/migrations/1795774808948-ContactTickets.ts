import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ContactTickets1795774808948 implements MigrationInterface {
  name = 'ContactTickets1795774808948';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "units" ADD "title_fa" character varying(200)`);
    await queryRunner.query(`ALTER TABLE "units" ADD "title_tr" character varying(200)`);
    await queryRunner.query(`ALTER TABLE "tickets" ADD "contact_name" character varying(200)`);
    await queryRunner.query(`ALTER TABLE "tickets" ADD "contact_email" character varying(200)`);
    await queryRunner.query(`ALTER TABLE "tickets" ADD "contact_phone" character varying(30)`);
    await queryRunner.query(`ALTER TABLE "tickets" DROP CONSTRAINT "FK_42e4343476d9c4a46fb565a5c46"`);
    await queryRunner.query(`ALTER TABLE "tickets" ALTER COLUMN "customer_id" DROP NOT NULL`);
    await queryRunner.query(`ALTER TABLE "ticket_posts" DROP CONSTRAINT "FK_bf466282c564fc21d1e0fe60995"`);
    await queryRunner.query(`ALTER TABLE "ticket_posts" ALTER COLUMN "customer_id" DROP NOT NULL`);
    await queryRunner.query(`ALTER TABLE "tickets" ADD CONSTRAINT "FK_42e4343476d9c4a46fb565a5c46" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "ticket_posts" ADD CONSTRAINT "FK_bf466282c564fc21d1e0fe60995" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "ticket_posts" DROP CONSTRAINT "FK_bf466282c564fc21d1e0fe60995"`);
    await queryRunner.query(`ALTER TABLE "tickets" DROP CONSTRAINT "FK_42e4343476d9c4a46fb565a5c46"`);
    await queryRunner.query(`ALTER TABLE "ticket_posts" ALTER COLUMN "customer_id" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "ticket_posts" ADD CONSTRAINT "FK_bf466282c564fc21d1e0fe60995" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "tickets" ALTER COLUMN "customer_id" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "tickets" ADD CONSTRAINT "FK_42e4343476d9c4a46fb565a5c46" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "tickets" DROP COLUMN "contact_phone"`);
    await queryRunner.query(`ALTER TABLE "tickets" DROP COLUMN "contact_email"`);
    await queryRunner.query(`ALTER TABLE "tickets" DROP COLUMN "contact_name"`);
    await queryRunner.query(`ALTER TABLE "units" DROP COLUMN "title_tr"`);
    await queryRunner.query(`ALTER TABLE "units" DROP COLUMN "title_fa"`);
  }
}
