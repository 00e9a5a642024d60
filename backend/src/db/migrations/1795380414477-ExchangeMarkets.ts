import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ExchangeMarkets1795380414477 implements MigrationInterface {
  name = 'ExchangeMarkets1795380414477';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "exchange_journal" ("id" SERIAL NOT NULL, "kind" text NOT NULL, "entry" jsonb NOT NULL, "at" TIMESTAMP WITH TIME ZONE NOT NULL, "version" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, CONSTRAINT "PK_ae401f7b176324ed1316f269a14" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE TABLE "exchange_orders" ("id" SERIAL NOT NULL, "guid" uuid, "customer_id" integer NOT NULL, "market_id" integer NOT NULL, "side_id" integer NOT NULL, "type_id" integer NOT NULL, "time_in_force" text NOT NULL, "price" numeric, "quantity" numeric NOT NULL, "filled_quantity" numeric NOT NULL DEFAULT '0', "status_id" integer NOT NULL, "version" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, CONSTRAINT "PK_1b5dc83267e5913da941b4ace98" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "ix_exchange_orders_customer_id" ON "exchange_orders"  ("customer_id") `);
    await queryRunner.query(`CREATE INDEX "ix_exchange_orders_market_id" ON "exchange_orders"  ("market_id") `);
    await queryRunner.query(`CREATE INDEX "ix_exchange_orders_customer_id_market_id" ON "exchange_orders"  ("customer_id", "market_id") `);
    await queryRunner.query(`CREATE INDEX "ix_exchange_orders_guid" ON "exchange_orders"  ("guid") `);
    await queryRunner.query(`CREATE TABLE "exchange_trades" ("id" SERIAL NOT NULL, "market_id" integer NOT NULL, "maker_order_id" integer NOT NULL, "taker_order_id" integer NOT NULL, "taker_side_id" integer NOT NULL, "price" numeric NOT NULL, "quantity" numeric NOT NULL, "notional" numeric NOT NULL, "buyer_fee" numeric, "seller_fee" numeric, "traded_at" TIMESTAMP WITH TIME ZONE NOT NULL, "version" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, CONSTRAINT "PK_0b5c67b3882f8f4b1e385bb9e61" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "ix_exchange_trades_market_id" ON "exchange_trades"  ("market_id") `);
    await queryRunner.query(`CREATE INDEX "ix_exchange_trades_maker_order_id" ON "exchange_trades"  ("maker_order_id") `);
    await queryRunner.query(`CREATE INDEX "ix_exchange_trades_taker_order_id" ON "exchange_trades"  ("taker_order_id") `);
    await queryRunner.query(`CREATE INDEX "ix_exchange_trades_market_id_traded_at" ON "exchange_trades"  ("market_id", "traded_at") `);
    await queryRunner.query(`CREATE TABLE "markets" ("id" SERIAL NOT NULL, "symbol" character varying(30) NOT NULL, "base_coin_id" integer NOT NULL, "quote_coin_id" integer NOT NULL, "tick_size" numeric NOT NULL DEFAULT 0.0001, "lot_size" numeric NOT NULL DEFAULT 0.0001, "min_notional" numeric NOT NULL DEFAULT '0', "maker_fee_bps" integer NOT NULL DEFAULT '10', "taker_fee_bps" integer NOT NULL DEFAULT '20', "is_actived" boolean NOT NULL DEFAULT true, "display_order" integer NOT NULL DEFAULT '0', "version" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, CONSTRAINT "PK_dda44129b32f21ae9f1c28dcf99" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "ix_markets_base_coin_id" ON "markets"  ("base_coin_id") `);
    await queryRunner.query(`CREATE INDEX "ix_markets_quote_coin_id" ON "markets"  ("quote_coin_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_markets_symbol" ON "markets"  ("symbol") `);
    await queryRunner.query(`CREATE TABLE "wallet_balances" ("id" SERIAL NOT NULL, "customer_id" integer NOT NULL, "coin_id" integer NOT NULL, "available" numeric NOT NULL DEFAULT '0', "held" numeric NOT NULL DEFAULT '0', "version" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, CONSTRAINT "PK_eebe2c6f13f1a2de3457f8a885c" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "ix_wallet_balances_customer_id" ON "wallet_balances"  ("customer_id") `);
    await queryRunner.query(`CREATE INDEX "ix_wallet_balances_coin_id" ON "wallet_balances"  ("coin_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_wallet_balances_customer_id_coin_id" ON "wallet_balances"  ("customer_id", "coin_id") `);
    await queryRunner.query(`ALTER TABLE "exchange_orders" ADD CONSTRAINT "FK_ae0e9b21ddc4a11bdb5af256e64" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "exchange_orders" ADD CONSTRAINT "FK_f4ca86dc70307d19605f82a27ad" FOREIGN KEY ("market_id") REFERENCES "markets"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "exchange_trades" ADD CONSTRAINT "FK_1242a09291ba8c7a9ad3d9d3f28" FOREIGN KEY ("market_id") REFERENCES "markets"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "exchange_trades" ADD CONSTRAINT "FK_19cca0dd3421e1e28e49de5a813" FOREIGN KEY ("maker_order_id") REFERENCES "exchange_orders"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "exchange_trades" ADD CONSTRAINT "FK_22ca0459eec657eb39e2662e2b4" FOREIGN KEY ("taker_order_id") REFERENCES "exchange_orders"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "markets" ADD CONSTRAINT "FK_c1339f5ea7e9219dc7453e10914" FOREIGN KEY ("base_coin_id") REFERENCES "coins"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "markets" ADD CONSTRAINT "FK_be6259dd3b09f47a0c01843ac44" FOREIGN KEY ("quote_coin_id") REFERENCES "coins"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "wallet_balances" ADD CONSTRAINT "FK_e9a4b95ba9e49818de39681f13e" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "wallet_balances" ADD CONSTRAINT "FK_554527c30404dbb302d5e798db3" FOREIGN KEY ("coin_id") REFERENCES "coins"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "wallet_balances" DROP CONSTRAINT "FK_554527c30404dbb302d5e798db3"`);
    await queryRunner.query(`ALTER TABLE "wallet_balances" DROP CONSTRAINT "FK_e9a4b95ba9e49818de39681f13e"`);
    await queryRunner.query(`ALTER TABLE "markets" DROP CONSTRAINT "FK_be6259dd3b09f47a0c01843ac44"`);
    await queryRunner.query(`ALTER TABLE "markets" DROP CONSTRAINT "FK_c1339f5ea7e9219dc7453e10914"`);
    await queryRunner.query(`ALTER TABLE "exchange_trades" DROP CONSTRAINT "FK_22ca0459eec657eb39e2662e2b4"`);
    await queryRunner.query(`ALTER TABLE "exchange_trades" DROP CONSTRAINT "FK_19cca0dd3421e1e28e49de5a813"`);
    await queryRunner.query(`ALTER TABLE "exchange_trades" DROP CONSTRAINT "FK_1242a09291ba8c7a9ad3d9d3f28"`);
    await queryRunner.query(`ALTER TABLE "exchange_orders" DROP CONSTRAINT "FK_f4ca86dc70307d19605f82a27ad"`);
    await queryRunner.query(`ALTER TABLE "exchange_orders" DROP CONSTRAINT "FK_ae0e9b21ddc4a11bdb5af256e64"`);
    await queryRunner.query(`DROP INDEX "public"."uq_wallet_balances_customer_id_coin_id"`);
    await queryRunner.query(`DROP INDEX "public"."ix_wallet_balances_coin_id"`);
    await queryRunner.query(`DROP INDEX "public"."ix_wallet_balances_customer_id"`);
    await queryRunner.query(`DROP TABLE "wallet_balances"`);
    await queryRunner.query(`DROP INDEX "public"."uq_markets_symbol"`);
    await queryRunner.query(`DROP INDEX "public"."ix_markets_quote_coin_id"`);
    await queryRunner.query(`DROP INDEX "public"."ix_markets_base_coin_id"`);
    await queryRunner.query(`DROP TABLE "markets"`);
    await queryRunner.query(`DROP INDEX "public"."ix_exchange_trades_market_id_traded_at"`);
    await queryRunner.query(`DROP INDEX "public"."ix_exchange_trades_taker_order_id"`);
    await queryRunner.query(`DROP INDEX "public"."ix_exchange_trades_maker_order_id"`);
    await queryRunner.query(`DROP INDEX "public"."ix_exchange_trades_market_id"`);
    await queryRunner.query(`DROP TABLE "exchange_trades"`);
    await queryRunner.query(`DROP INDEX "public"."ix_exchange_orders_guid"`);
    await queryRunner.query(`DROP INDEX "public"."ix_exchange_orders_customer_id_market_id"`);
    await queryRunner.query(`DROP INDEX "public"."ix_exchange_orders_market_id"`);
    await queryRunner.query(`DROP INDEX "public"."ix_exchange_orders_customer_id"`);
    await queryRunner.query(`DROP TABLE "exchange_orders"`);
    await queryRunner.query(`DROP TABLE "exchange_journal"`);
  }
}
