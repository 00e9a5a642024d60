import type { MigrationInterface, QueryRunner } from 'typeorm';

export class LiveExchange1795825319436 implements MigrationInterface {
  name = 'LiveExchange1795825319436';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "exchange_candles" ("id" SERIAL NOT NULL, "market_id" integer NOT NULL, "interval" character varying(3) NOT NULL, "open_time" TIMESTAMP WITH TIME ZONE NOT NULL, "open" numeric NOT NULL, "high" numeric NOT NULL, "low" numeric NOT NULL, "close" numeric NOT NULL, "volume" numeric NOT NULL, "quote_volume" numeric NOT NULL, "trades" integer NOT NULL, "first_trade_at" TIMESTAMP WITH TIME ZONE NOT NULL, "last_trade_at" TIMESTAMP WITH TIME ZONE NOT NULL, "version" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, CONSTRAINT "PK_0e21f7028a0d417d9650cc1e2e4" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "ix_exchange_candles_market_id" ON "exchange_candles"  ("market_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_exchange_candles_market_id_interval_open_time" ON "exchange_candles"  ("market_id", "interval", "open_time") `);
    await queryRunner.query(`CREATE TABLE "exchange_snapshots" ("id" SERIAL NOT NULL, "journal_id" integer NOT NULL, "state" jsonb NOT NULL, "version" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, CONSTRAINT "PK_4931e6554f068602727bd8473d5" PRIMARY KEY ("id"))`);
    await queryRunner.query(`ALTER TABLE "schedule_tasks" ADD "parameters" text`);
    await queryRunner.query(`ALTER TABLE "exchange_candles" ADD CONSTRAINT "FK_b9d8c34ef5e6d047c1bf2e9bbac" FOREIGN KEY ("market_id") REFERENCES "markets"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    // The candles of the trades made so far, as the writer folds each batch from now on (exchange/candles.ts).
    await queryRunner.query(`INSERT INTO exchange_candles (market_id, "interval", open_time, open, high, low, close, volume,
        quote_volume, trades, first_trade_at, last_trade_at, version)
      SELECT t.m, i.name,
        CASE i.name WHEN '1M' THEN date_trunc('month', t.a, 'UTC')
          ELSE date_bin(i.step, t.a, CASE i.name WHEN '1w' THEN TIMESTAMPTZ '1970-01-05Z' ELSE TIMESTAMPTZ '1970-01-01Z' END)
        END AS open_time,
        (array_agg(t.p ORDER BY t.a, t.n))[1], max(t.p), min(t.p), (array_agg(t.p ORDER BY t.a DESC, t.n DESC))[1],
        sum(t.q), sum(t.p * t.q), count(*), min(t.a), max(t.a), 1
      FROM (SELECT market_id, price, quantity, traded_at, id FROM exchange_trades) AS t(m, p, q, a, n)
      CROSS JOIN (VALUES ('1m', INTERVAL '1 minute'), ('3m', INTERVAL '3 minutes'), ('5m', INTERVAL '5 minutes'),
        ('15m', INTERVAL '15 minutes'), ('30m', INTERVAL '30 minutes'), ('1h', INTERVAL '1 hour'), ('2h', INTERVAL '2 hours'),
        ('4h', INTERVAL '4 hours'), ('6h', INTERVAL '6 hours'), ('8h', INTERVAL '8 hours'), ('12h', INTERVAL '12 hours'),
        ('1d', INTERVAL '1 day'), ('3d', INTERVAL '3 days'), ('1w', INTERVAL '7 days'), ('1M', INTERVAL '1 day')) AS i(name, step)
      GROUP BY t.m, i.name, 3`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "exchange_candles" DROP CONSTRAINT "FK_b9d8c34ef5e6d047c1bf2e9bbac"`);
    await queryRunner.query(`ALTER TABLE "schedule_tasks" DROP COLUMN "parameters"`);
    await queryRunner.query(`DROP TABLE "exchange_snapshots"`);
    await queryRunner.query(`DROP INDEX "public"."uq_exchange_candles_market_id_interval_open_time"`);
    await queryRunner.query(`DROP INDEX "public"."ix_exchange_candles_market_id"`);
    await queryRunner.query(`DROP TABLE "exchange_candles"`);
  }
}
