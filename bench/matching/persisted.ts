import { createApp } from '../../backend/src/app.factory.js';
import { AuthService } from '../../backend/src/auth/auth.service.js';
import { ExchangeService, marketSpec } from '../../backend/src/modules/exchange/exchange.service.js';
import { ExchangeWriter } from '../../backend/src/modules/exchange/exchange-writer.js';
import { call, signIn } from '../../test/support/http.js';
import { adminUrlFromEnv, withScratchDatabase, scratchPool } from '../api-list/scratch-database.js';
import { benchConfig, fullOrShort } from '../bench-config.js';
import { order, placeOrders } from './http-load.js';

// Orders per second persisted on PostgreSQL: through the exchange's single writer (each order applied, journaled with
// its trades, order rows and balances, committed), and through the HTTP PlaceOrder call. The baseline commits one
// row per order from as many connections at once: what one durable write per order costs on the same server.
const TRADERS = fullOrShort(200, 20);
const WORKERS = 64;
const HTTP_WORKERS = 32;
const WARMUP_MS = fullOrShort(2_000, 500);
const DURATION_MS = fullOrShort(10_000, 2_000);
const TARGET = 2_000;
/** HTTP PlaceOrder's orders per second against the writer's alone, and its latency. */
const HTTP_TARGET = 0.5;
const HTTP_P99_MS = 50;
const ADMIN = { username: 'benchadmin', password: 'bench-admin-pass-1' };

interface Figures {
  perSecond: number;
  p50: number;
  p99: number;
  failures: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;

/** Runs `step` in `workers` loops: a warm-up, then the measured time. */
async function load(workers: number, step: (worker: number, i: number) => Promise<boolean>): Promise<Figures> {
  const times: number[] = [];
  let failures = 0;
  const measureFrom = Date.now() + WARMUP_MS;
  const end = measureFrom + DURATION_MS;
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      for (let i = 0; Date.now() < end; i++) {
        const t0 = performance.now();
        const ok = await step(worker, i);
        const ms = performance.now() - t0;
        const now = Date.now();
        if (now < measureFrom || now > end) continue;
        times.push(ms);
        if (!ok) failures++;
      }
    }),
  );
  times.sort((a, b) => a - b);
  return {
    perSecond: times.length / (DURATION_MS / 1000),
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    failures,
  };
}

export async function persistedBench(): Promise<void> {
  await withScratchDatabase(adminUrlFromEnv(), async (db) => {
    console.log(`PostgreSQL ${db.serverVersion}: booting Saray…`);
    const app = await createApp(
      { ...benchConfig(), databaseUrl: db.url, seed: true, logQueries: false },
      { logger: ['error'], admin: ADMIN },
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.getHttpServer().address() as { port: number };
    const origin = `http://127.0.0.1:${port}`;
    const pool = scratchPool(db.url, WORKERS);
    try {
      const token = await signIn(origin, ADMIN.username, ADMIN.password);
      const auth = app.get(AuthService);
      const writer = app.get(ExchangeWriter);
      const [market] = await app.get(ExchangeService).markets({ symbol: 'BTCUSDT' });
      const spec = marketSpec(market);
      const traders: { id: number; token: string }[] = [];
      for (let i = 0; i < TRADERS; i++) {
        const username = `benchtrader${i}`;
        const c = (
          await call(origin, 'POST', '/api/customers', { token, body: { username, email: `${username}@example.com` } })
        ).body;
        traders.push({ id: c.id, token: (await auth.issue(c, {})).access_token });
        for (const [asset, amount] of [
          [spec.base, 10n ** 14n],
          [spec.quote, 10n ** 16n],
        ] as const)
          await writer.submit({
            kind: 'funds',
            entry: { kind: 'deposit', account: String(c.id), asset, amount: String(amount) },
          });
      }

      // Orders accepted by the writer or answered 201, warm-up included: each must have its row afterwards.
      let accepted = 0;
      await pool.query(
        'CREATE TABLE bench_orders (id serial PRIMARY KEY, account int, side text, price bigint, quantity bigint)',
      );
      const baseline = await load(WORKERS, async (w, i) => {
        const o = order(w, i);
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          await client.query('INSERT INTO bench_orders (account, side, price, quantity) VALUES ($1, $2, $3, $4)', [
            traders[w % TRADERS].id,
            o.side,
            o.price,
            o.lots,
          ]);
          await client.query('COMMIT');
          return true;
        } finally {
          client.release();
        }
      });
      await db.waitUntilIdle();

      const persisted = await load(WORKERS, async (w, i) => {
        const o = order(w, i);
        const outcome = await writer.submit({
          kind: 'place',
          market: market.id,
          spec,
          order: {
            account: String(traders[(w * 3 + i) % TRADERS].id),
            side: o.side,
            type: 'limit',
            price: String(BigInt(o.price) * spec.tickSize * 100n),
            quantity: String(BigInt(o.lots) * spec.lotSize * 10n),
            tif: 'GTC',
          },
        });
        if (outcome.accepted) accepted++;
        return outcome.accepted;
      });
      await db.waitUntilIdle();

      const http = await placeOrders({
        origin,
        marketId: market.id,
        tokens: traders.map((t) => t.token),
        clients: HTTP_WORKERS,
        warmupMs: WARMUP_MS,
        durationMs: DURATION_MS,
      });
      accepted += http.accepted;
      await db.waitUntilIdle();

      const [{ orders, trades, journal }] = (
        await pool.query(
          'SELECT (SELECT count(*) FROM exchange_orders)::int AS orders, (SELECT count(*) FROM exchange_trades)::int AS trades, (SELECT count(*) FROM exchange_journal)::int AS journal',
        )
      ).rows as { orders: number; trades: number; journal: number }[];
      console.log('');
      console.log(
        `Orders persisted on PostgreSQL ${db.serverVersion}, ${DURATION_MS / 1000} s each after ${WARMUP_MS / 1000} s warm-up; ${orders} orders, ${trades} trades, ${journal} journal entries in all`,
      );
      console.log('| path | clients | orders/s | p50 ms | p99 ms | failures | ratio to baseline | target |');
      console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
      const row = (name: string, clients: number, f: Figures, target: string) =>
        console.log(
          `| ${name} | ${clients} | ${Math.round(f.perSecond).toLocaleString('en')} | ${f.p50.toFixed(2)} | ${f.p99.toFixed(2)} | ${f.failures} | ${(f.perSecond / baseline.perSecond).toFixed(2)} | ${target} |`,
        );
      row('one committed INSERT per order (baseline)', WORKERS, baseline, '');
      row(
        'exchange writer (journal, orders, trades, balances)',
        WORKERS,
        persisted,
        `${persisted.perSecond >= TARGET ? 'met' : 'NOT met'} (≥ ${TARGET.toLocaleString('en')})`,
      );
      const ratio = http.perSecond / persisted.perSecond;
      row(
        'HTTP PlaceOrder',
        HTTP_WORKERS,
        http,
        `${ratio >= HTTP_TARGET && http.p99 <= HTTP_P99_MS ? 'met' : 'NOT met'} (≥ ${HTTP_TARGET} of the writer, p99 ≤ ${HTTP_P99_MS} ms)`,
      );
      console.log(`\nHTTP PlaceOrder / writer: ${ratio.toFixed(2)}`);
      const failures = baseline.failures + persisted.failures + http.failures;
      console.log(
        `\nOrders accepted: ${accepted}, order rows: ${orders}; refused or failed: ${failures} → ${
          orders === accepted && failures === 0 ? 'consistent' : 'INCONSISTENT'
        }.`,
      );
      if (orders !== accepted || failures) process.exitCode = 1;
    } finally {
      await pool.end();
      await app.close();
    }
  });
}
