import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PaymentConversion1795774899876 implements MigrationInterface {
  name = 'PaymentConversion1795774899876';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "payments" ADD "pay_coin_id" integer`);
    await queryRunner.query(`ALTER TABLE "payments" ADD "pay_amount" numeric`);
    await queryRunner.query(`ALTER TABLE "payments" ADD "rate" numeric`);
    await queryRunner.query(`ALTER TABLE "payments" ADD "rate_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "payment_types" ADD "pay_in_base_coin" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`CREATE INDEX "ix_payments_pay_coin_id" ON "payments"  ("pay_coin_id") `);
    await queryRunner.query(`ALTER TABLE "payments" ADD CONSTRAINT "FK_6af66269cceddc5d5e315c551cb" FOREIGN KEY ("pay_coin_id") REFERENCES "coins"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "payments" DROP CONSTRAINT "FK_6af66269cceddc5d5e315c551cb"`);
    await queryRunner.query(`DROP INDEX "public"."ix_payments_pay_coin_id"`);
    await queryRunner.query(`ALTER TABLE "payment_types" DROP COLUMN "pay_in_base_coin"`);
    await queryRunner.query(`ALTER TABLE "payments" DROP COLUMN "rate_at"`);
    await queryRunner.query(`ALTER TABLE "payments" DROP COLUMN "rate"`);
    await queryRunner.query(`ALTER TABLE "payments" DROP COLUMN "pay_amount"`);
    await queryRunner.query(`ALTER TABLE "payments" DROP COLUMN "pay_coin_id"`);
  }
}
