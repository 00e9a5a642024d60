import type { MigrationInterface, QueryRunner } from 'typeorm';

export class StakingAndDeposits1795391162989 implements MigrationInterface {
  name = 'StakingAndDeposits1795391162989';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "deposits" ("id" SERIAL NOT NULL, "customer_id" integer NOT NULL, "coin_id" integer NOT NULL, "block_chain_network_id" integer NOT NULL, "coin_contract_id" integer, "amount" numeric NOT NULL, "transaction_hash" character varying(200) NOT NULL, "from_address" character varying(200), "description" character varying(1000), "status" integer NOT NULL DEFAULT '0', "version" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, CONSTRAINT "PK_f49ba0cd446eaf7abb4953385d9" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "ix_deposits_customer_id" ON "deposits"  ("customer_id") `);
    await queryRunner.query(`CREATE INDEX "ix_deposits_coin_id" ON "deposits"  ("coin_id") `);
    await queryRunner.query(`CREATE INDEX "ix_deposits_block_chain_network_id" ON "deposits"  ("block_chain_network_id") `);
    await queryRunner.query(`CREATE INDEX "ix_deposits_coin_contract_id" ON "deposits"  ("coin_contract_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_deposits_block_chain_network_id_transaction_hash" ON "deposits"  ("block_chain_network_id", "transaction_hash") `);
    await queryRunner.query(`CREATE TABLE "stakes" ("id" SERIAL NOT NULL, "customer_id" integer NOT NULL, "staking_plan_id" integer NOT NULL, "coin_id" integer NOT NULL, "amount" numeric NOT NULL, "apr_percent" numeric NOT NULL, "reward" numeric NOT NULL, "starts_at" TIMESTAMP WITH TIME ZONE NOT NULL, "ends_at" TIMESTAMP WITH TIME ZONE NOT NULL, "closed_at" TIMESTAMP WITH TIME ZONE, "status" integer NOT NULL DEFAULT '1', "version" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, CONSTRAINT "PK_cce3c6c35cd3518f45a33ac9ac9" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "ix_stakes_customer_id" ON "stakes"  ("customer_id") `);
    await queryRunner.query(`CREATE INDEX "ix_stakes_staking_plan_id" ON "stakes"  ("staking_plan_id") `);
    await queryRunner.query(`CREATE INDEX "ix_stakes_coin_id" ON "stakes"  ("coin_id") `);
    await queryRunner.query(`CREATE INDEX "ix_stakes_customer_id_status" ON "stakes"  ("customer_id", "status") `);
    await queryRunner.query(`CREATE TABLE "staking_plans" ("id" SERIAL NOT NULL, "name" character varying(100) NOT NULL, "coin_id" integer NOT NULL, "duration_days" integer NOT NULL, "apr_percent" numeric NOT NULL, "min_amount" numeric NOT NULL DEFAULT '0', "max_amount" numeric, "is_active" boolean NOT NULL DEFAULT true, "display_order" integer NOT NULL DEFAULT '0', "description" character varying(2000), "version" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, CONSTRAINT "PK_05cb3cec3f0ea78157ddb9ca04b" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "ix_staking_plans_coin_id" ON "staking_plans"  ("coin_id") `);
    await queryRunner.query(`ALTER TABLE "deposits" ADD CONSTRAINT "FK_754dce45ed0184363d44fd12493" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "deposits" ADD CONSTRAINT "FK_e549770a3a881d8d0bb332cec87" FOREIGN KEY ("coin_id") REFERENCES "coins"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "deposits" ADD CONSTRAINT "FK_1dadc722e938b975062a0f4b4b3" FOREIGN KEY ("block_chain_network_id") REFERENCES "blockchain_networks"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "deposits" ADD CONSTRAINT "FK_35831c9349775c25fc1a18c2430" FOREIGN KEY ("coin_contract_id") REFERENCES "coin_contracts"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "stakes" ADD CONSTRAINT "FK_0b15e4303a4affee1940e690e29" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "stakes" ADD CONSTRAINT "FK_627b0c5fcb3c83708390c70aab7" FOREIGN KEY ("staking_plan_id") REFERENCES "staking_plans"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "stakes" ADD CONSTRAINT "FK_d8bfdb0ea1133159c0a4b5da0f6" FOREIGN KEY ("coin_id") REFERENCES "coins"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "staking_plans" ADD CONSTRAINT "FK_39725d7fded34661827fc8ab2f0" FOREIGN KEY ("coin_id") REFERENCES "coins"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "staking_plans" DROP CONSTRAINT "FK_39725d7fded34661827fc8ab2f0"`);
    await queryRunner.query(`ALTER TABLE "stakes" DROP CONSTRAINT "FK_d8bfdb0ea1133159c0a4b5da0f6"`);
    await queryRunner.query(`ALTER TABLE "stakes" DROP CONSTRAINT "FK_627b0c5fcb3c83708390c70aab7"`);
    await queryRunner.query(`ALTER TABLE "stakes" DROP CONSTRAINT "FK_0b15e4303a4affee1940e690e29"`);
    await queryRunner.query(`ALTER TABLE "deposits" DROP CONSTRAINT "FK_35831c9349775c25fc1a18c2430"`);
    await queryRunner.query(`ALTER TABLE "deposits" DROP CONSTRAINT "FK_1dadc722e938b975062a0f4b4b3"`);
    await queryRunner.query(`ALTER TABLE "deposits" DROP CONSTRAINT "FK_e549770a3a881d8d0bb332cec87"`);
    await queryRunner.query(`ALTER TABLE "deposits" DROP CONSTRAINT "FK_754dce45ed0184363d44fd12493"`);
    await queryRunner.query(`DROP INDEX "public"."ix_staking_plans_coin_id"`);
    await queryRunner.query(`DROP TABLE "staking_plans"`);
    await queryRunner.query(`DROP INDEX "public"."ix_stakes_customer_id_status"`);
    await queryRunner.query(`DROP INDEX "public"."ix_stakes_coin_id"`);
    await queryRunner.query(`DROP INDEX "public"."ix_stakes_staking_plan_id"`);
    await queryRunner.query(`DROP INDEX "public"."ix_stakes_customer_id"`);
    await queryRunner.query(`DROP TABLE "stakes"`);
    await queryRunner.query(`DROP INDEX "public"."uq_deposits_block_chain_network_id_transaction_hash"`);
    await queryRunner.query(`DROP INDEX "public"."ix_deposits_coin_contract_id"`);
    await queryRunner.query(`DROP INDEX "public"."ix_deposits_block_chain_network_id"`);
    await queryRunner.query(`DROP INDEX "public"."ix_deposits_coin_id"`);
    await queryRunner.query(`DROP INDEX "public"."ix_deposits_customer_id"`);
    await queryRunner.query(`DROP TABLE "deposits"`);
  }
}
