import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Lands1795774806590 implements MigrationInterface {
  name = 'Lands1795774806590';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "lands" ("id" SERIAL NOT NULL, "title" character varying(120) NOT NULL, "title_fa" character varying(120), "title_tr" character varying(120), "description" character varying(2000), "description_fa" character varying(2000), "description_tr" character varying(2000), "area_id" integer NOT NULL, "x" integer NOT NULL, "y" integer NOT NULL, "width" integer NOT NULL, "height" integer NOT NULL, "coin_id" integer NOT NULL, "sale_kind" integer NOT NULL DEFAULT '1', "price" numeric, "minimum_bid" numeric, "bid_step" numeric NOT NULL DEFAULT '1', "auction_ends_at" TIMESTAMP WITH TIME ZONE, "is_published" boolean NOT NULL DEFAULT true, "state" integer NOT NULL DEFAULT '1', "owner_id" integer, "highest_bid" numeric, "bid_count" integer NOT NULL DEFAULT '0', "sold_price" numeric, "sold_at" TIMESTAMP WITH TIME ZONE, "version" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, CONSTRAINT "PK_29044b2cdb131e1fe1a4976ba62" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "ix_lands_area_id" ON "lands"  ("area_id") `);
    await queryRunner.query(`CREATE INDEX "ix_lands_coin_id" ON "lands"  ("coin_id") `);
    await queryRunner.query(`CREATE INDEX "ix_lands_owner_id" ON "lands"  ("owner_id") `);
    await queryRunner.query(`CREATE INDEX "ix_lands_state_sale_kind" ON "lands"  ("state", "sale_kind") `);
    await queryRunner.query(`CREATE TABLE "land_areas" ("id" SERIAL NOT NULL, "name" character varying(100) NOT NULL, "name_fa" character varying(100), "name_tr" character varying(100), "description" character varying(1000), "description_fa" character varying(1000), "description_tr" character varying(1000), "color" text NOT NULL DEFAULT '#4f7cac', "is_active" boolean NOT NULL DEFAULT true, "display_order" integer NOT NULL DEFAULT '0', "version" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, CONSTRAINT "PK_b139835d06cc153405433b0cb31" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE TABLE "land_bids" ("id" SERIAL NOT NULL, "land_id" integer NOT NULL, "customer_id" integer NOT NULL, "amount" numeric NOT NULL, "coin_id" integer NOT NULL, "state" integer NOT NULL DEFAULT '1', "version" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, CONSTRAINT "PK_a37a485ac748b0839e24d4de1ed" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "ix_land_bids_land_id" ON "land_bids"  ("land_id") `);
    await queryRunner.query(`CREATE INDEX "ix_land_bids_customer_id" ON "land_bids"  ("customer_id") `);
    await queryRunner.query(`CREATE INDEX "ix_land_bids_coin_id" ON "land_bids"  ("coin_id") `);
    await queryRunner.query(`CREATE INDEX "ix_land_bids_land_id_state" ON "land_bids"  ("land_id", "state") `);
    await queryRunner.query(`CREATE TABLE "loans" ("id" SERIAL NOT NULL, "customer_id" integer NOT NULL, "loan_plan_id" integer NOT NULL, "land_id" integer NOT NULL, "principal" numeric NOT NULL, "term_months" integer NOT NULL, "coin_id" integer NOT NULL, "price" numeric NOT NULL, "down_payment" numeric NOT NULL, "apr_percent" numeric NOT NULL, "installment" numeric NOT NULL, "total_repayable" numeric NOT NULL, "repaid" numeric NOT NULL DEFAULT '0', "paid_installments" integer NOT NULL DEFAULT '0', "schedule" jsonb NOT NULL, "state" integer NOT NULL DEFAULT '1', "approved_at" TIMESTAMP WITH TIME ZONE, "closed_at" TIMESTAMP WITH TIME ZONE, "note" character varying(1000), "version" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, CONSTRAINT "PK_5c6942c1e13e4de135c5203ee61" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "ix_loans_customer_id" ON "loans"  ("customer_id") `);
    await queryRunner.query(`CREATE INDEX "ix_loans_loan_plan_id" ON "loans"  ("loan_plan_id") `);
    await queryRunner.query(`CREATE INDEX "ix_loans_land_id" ON "loans"  ("land_id") `);
    await queryRunner.query(`CREATE INDEX "ix_loans_coin_id" ON "loans"  ("coin_id") `);
    await queryRunner.query(`CREATE INDEX "ix_loans_customer_id_state" ON "loans"  ("customer_id", "state") `);
    await queryRunner.query(`CREATE TABLE "loan_plans" ("id" SERIAL NOT NULL, "name" character varying(100) NOT NULL, "name_fa" character varying(100), "name_tr" character varying(100), "description" character varying(2000), "description_fa" character varying(2000), "description_tr" character varying(2000), "coin_id" integer NOT NULL, "apr_percent" numeric NOT NULL, "max_ltv_percent" numeric NOT NULL, "min_term_months" integer NOT NULL DEFAULT '1', "max_term_months" integer NOT NULL, "min_principal" numeric NOT NULL DEFAULT '0', "max_principal" numeric, "is_active" boolean NOT NULL DEFAULT true, "display_order" integer NOT NULL DEFAULT '0', "version" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, CONSTRAINT "PK_60916b9d2d72488ed73e75ef055" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "ix_loan_plans_coin_id" ON "loan_plans"  ("coin_id") `);
    await queryRunner.query(`ALTER TABLE "lands" ADD CONSTRAINT "FK_a8552e5c03d787989c606f8f5b2" FOREIGN KEY ("area_id") REFERENCES "land_areas"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "lands" ADD CONSTRAINT "FK_b957a0f5d6436a5d3e8e7309198" FOREIGN KEY ("coin_id") REFERENCES "coins"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "lands" ADD CONSTRAINT "FK_5bc5b488d1e89a51497e8687154" FOREIGN KEY ("owner_id") REFERENCES "customers"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "land_bids" ADD CONSTRAINT "FK_56771a63cf7c1d5ffe94d738b72" FOREIGN KEY ("land_id") REFERENCES "lands"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "land_bids" ADD CONSTRAINT "FK_b0cd01156ba2460af9ed4552d7d" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "land_bids" ADD CONSTRAINT "FK_1686c911fe8e64af0c7f197c12c" FOREIGN KEY ("coin_id") REFERENCES "coins"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "loans" ADD CONSTRAINT "FK_407d3207500ffa10289f908f0ef" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "loans" ADD CONSTRAINT "FK_6d5c61396d23f55ba65860cf3ac" FOREIGN KEY ("loan_plan_id") REFERENCES "loan_plans"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "loans" ADD CONSTRAINT "FK_d51ea1ea612a2511082b4aaf035" FOREIGN KEY ("land_id") REFERENCES "lands"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "loans" ADD CONSTRAINT "FK_779a3217d935eb94f0d67386846" FOREIGN KEY ("coin_id") REFERENCES "coins"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "loan_plans" ADD CONSTRAINT "FK_7246b89512c0c08ab27fb4087c7" FOREIGN KEY ("coin_id") REFERENCES "coins"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "loan_plans" DROP CONSTRAINT "FK_7246b89512c0c08ab27fb4087c7"`);
    await queryRunner.query(`ALTER TABLE "loans" DROP CONSTRAINT "FK_779a3217d935eb94f0d67386846"`);
    await queryRunner.query(`ALTER TABLE "loans" DROP CONSTRAINT "FK_d51ea1ea612a2511082b4aaf035"`);
    await queryRunner.query(`ALTER TABLE "loans" DROP CONSTRAINT "FK_6d5c61396d23f55ba65860cf3ac"`);
    await queryRunner.query(`ALTER TABLE "loans" DROP CONSTRAINT "FK_407d3207500ffa10289f908f0ef"`);
    await queryRunner.query(`ALTER TABLE "land_bids" DROP CONSTRAINT "FK_1686c911fe8e64af0c7f197c12c"`);
    await queryRunner.query(`ALTER TABLE "land_bids" DROP CONSTRAINT "FK_b0cd01156ba2460af9ed4552d7d"`);
    await queryRunner.query(`ALTER TABLE "land_bids" DROP CONSTRAINT "FK_56771a63cf7c1d5ffe94d738b72"`);
    await queryRunner.query(`ALTER TABLE "lands" DROP CONSTRAINT "FK_5bc5b488d1e89a51497e8687154"`);
    await queryRunner.query(`ALTER TABLE "lands" DROP CONSTRAINT "FK_b957a0f5d6436a5d3e8e7309198"`);
    await queryRunner.query(`ALTER TABLE "lands" DROP CONSTRAINT "FK_a8552e5c03d787989c606f8f5b2"`);
    await queryRunner.query(`DROP INDEX "public"."ix_loan_plans_coin_id"`);
    await queryRunner.query(`DROP TABLE "loan_plans"`);
    await queryRunner.query(`DROP INDEX "public"."ix_loans_customer_id_state"`);
    await queryRunner.query(`DROP INDEX "public"."ix_loans_coin_id"`);
    await queryRunner.query(`DROP INDEX "public"."ix_loans_land_id"`);
    await queryRunner.query(`DROP INDEX "public"."ix_loans_loan_plan_id"`);
    await queryRunner.query(`DROP INDEX "public"."ix_loans_customer_id"`);
    await queryRunner.query(`DROP TABLE "loans"`);
    await queryRunner.query(`DROP INDEX "public"."ix_land_bids_land_id_state"`);
    await queryRunner.query(`DROP INDEX "public"."ix_land_bids_coin_id"`);
    await queryRunner.query(`DROP INDEX "public"."ix_land_bids_customer_id"`);
    await queryRunner.query(`DROP INDEX "public"."ix_land_bids_land_id"`);
    await queryRunner.query(`DROP TABLE "land_bids"`);
    await queryRunner.query(`DROP TABLE "land_areas"`);
    await queryRunner.query(`DROP INDEX "public"."ix_lands_state_sale_kind"`);
    await queryRunner.query(`DROP INDEX "public"."ix_lands_owner_id"`);
    await queryRunner.query(`DROP INDEX "public"."ix_lands_coin_id"`);
    await queryRunner.query(`DROP INDEX "public"."ix_lands_area_id"`);
    await queryRunner.query(`DROP TABLE "lands"`);
  }
}
