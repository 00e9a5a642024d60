import { DataSource } from 'typeorm';
import { createApp } from '../../backend/src/app.factory.js';
import { AuthService } from '../../backend/src/auth/auth.service.js';
import { call, signIn } from '../../test/support/http.js';
import { statementsDuring } from '../../test/support/query-log.js';
import { adminUrlFromEnv, withScratchDatabase } from '../api-list/scratch-database.js';
import { startCheckoutBaseline } from './baseline-server.js';
import { benchConfig, fullOrShort } from '../bench-config.js';
import { checkout, load, type CheckoutPlan } from './load.js';
import { postgresCpuMs } from './cpu.js';

// Checkouts per second and their latency on PostgreSQL: each shopper adds a product to a new cart, chooses the
// payment method and closes the cart (three requests), in a loop, WORKERS shoppers at once. The baseline does the
// same three steps on hand-written Fastify + pg handlers with the least SQL that keeps stock right.
const WORKERS = 20;
const WARMUP_MS = fullOrShort(3_000, 1_000);
const DURATION_MS = fullOrShort(10_000, 2_000);
const ROUNDS = fullOrShort(2, 1);
const ADMIN = { username: 'benchadmin', password: 'bench-admin-pass-1' };
const STOCK = 100_000_000;

async function main(): Promise<void> {
  await withScratchDatabase(adminUrlFromEnv(), async (db) => {
    console.log(`PostgreSQL ${db.serverVersion}: booting Saray…`);
    const app = await createApp(
      { ...benchConfig(), databaseUrl: db.url, seed: true, logQueries: false },
      { logger: ['error'], admin: ADMIN },
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.getHttpServer().address() as { port: number };
    const origin = `http://127.0.0.1:${port}`;
    const baseline = await startCheckoutBaseline(db.url);
    try {
      const token = await signIn(origin, ADMIN.username, ADMIN.password);
      const admin = (method: string, path: string, body?: object) => call(origin, method, path, { token, body });
      const coins = (await admin('GET', '/api/coins')).body as { id: number; symbol: string }[];
      const [type] = (await admin('GET', '/api/product-types?filter={"isStockable":true}')).body;
      const product = (
        await admin('POST', '/api/products', {
          name: 'Bench mug',
          sku: 'BENCH-MUG',
          price: '12.50',
          stockQuantity: STOCK,
          isShipEnabled: false,
          baseCoinId: coins.find((c) => c.symbol === 'TRY')!.id,
          productTypeId: type.id,
        })
      ).body;
      const paymentType = (
        await admin('POST', '/api/payment-types', { name: 'Bench card', paymentMethod: 1, allCoin: true })
      ).body;
      const auth = app.get(AuthService);
      const shoppers: { id: number; token: string }[] = [];
      for (let i = 0; i < WORKERS * 2 + 1; i++) {
        const username = `benchshopper${i}`;
        const c = (await admin('POST', '/api/customers', { username, email: `${username}@example.com` })).body;
        shoppers.push({ id: c.id, token: (await auth.issue(c, {})).access_token });
      }

      const sarayPlan = { server: 'saray', origin, productId: product.id, paymentTypeId: paymentType.id } as const;
      const baselinePlan = { ...sarayPlan, server: 'baseline', origin: baseline.origin } as const;
      const sarayCheckout = (shopper: { id: number; token: string }) => checkout(sarayPlan, shopper);
      const timing = { warmupMs: WARMUP_MS, durationMs: DURATION_MS };
      /** One server's load, and what each checkout cost the processor: this process (the load's thread aside) and PostgreSQL. */
      const measure = async (plan: Omit<CheckoutPlan, 'shoppers'>, shoppers: CheckoutPlan['shoppers']) => {
        const process0 = process.cpuUsage();
        const database0 = postgresCpuMs();
        const figures = await load({ ...plan, shoppers });
        const own = process.cpuUsage(process0);
        const database1 = postgresCpuMs();
        return {
          ...figures,
          serverCpuMs: ((own.user + own.system) / 1000 - figures.clientCpuMs) / figures.all,
          databaseCpuMs:
            database0 === undefined || database1 === undefined ? undefined : (database1 - database0) / figures.all,
        };
      };

      // Statements for one checkout (transaction control and the cached security grants aside), in the steady state
      // of the load below: the shopper's second, once their session and the server's caches have been read.
      const dataSource = app.get(DataSource);
      await sarayCheckout(shoppers[WORKERS * 2]);
      const seen = await statementsDuring(dataSource, () => sarayCheckout(shoppers[WORKERS * 2]));
      const sarayStatements = seen.filter(
        (s) => !/^(START TRANSACTION|BEGIN|COMMIT|ROLLBACK)/i.test(s) && !s.includes('"security_accesses"'),
      ).length;
      const before = baseline.statements();
      await checkout(baselinePlan, shoppers[WORKERS]);
      const baselineStatements = baseline.statements() - before;

      type Measured = Awaited<ReturnType<typeof measure>>;
      const best = { saray: undefined as Measured | undefined, baseline: undefined as Measured | undefined };
      let failures = 0;
      for (let round = 1; round <= ROUNDS; round++) {
        const b = await measure({ ...baselinePlan, ...timing }, shoppers.slice(WORKERS, WORKERS * 2));
        await db.waitUntilIdle();
        const s = await measure({ ...sarayPlan, ...timing }, shoppers.slice(0, WORKERS));
        await db.waitUntilIdle();
        failures += b.failures + s.failures;
        for (const [name, f] of [
          ['baseline', b],
          ['saray', s],
        ] as const) {
          console.log(
            `  round ${round}/${ROUNDS} ${name.padEnd(8)} ${f.perSecond.toFixed(1)} checkouts/s, p50 ${f.p50.toFixed(1)} ms, p99 ${f.p99.toFixed(1)} ms, failures ${f.failures}`,
          );
          if (!best[name] || f.perSecond > best[name]!.perSecond) best[name] = f;
        }
      }

      const [{ stock }] = (await dataSource.query('SELECT stock_quantity AS stock FROM products WHERE id = $1', [
        product.id,
      ])) as { stock: number }[];
      const [{ closed }] = (await dataSource.query(
        'SELECT count(*)::int AS closed FROM product_order_items i JOIN product_orders o ON o.id = i.product_order_id WHERE o.is_closed AND i.product_id = $1',
        [product.id],
      )) as { closed: number }[];
      const s = best.saray!;
      const b = best.baseline!;
      console.log('');
      console.log(
        `Checkout on PostgreSQL ${db.serverVersion}, ${WORKERS} shoppers at once, ${DURATION_MS / 1000} s per round (best of ${ROUNDS})`,
      );
      console.log(
        '| server | checkouts/s | p50 ms | p99 ms | close p99 ms | SQL per checkout | server CPU ms | PostgreSQL CPU ms | ratio |',
      );
      console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
      for (const [name, f, statements] of [
        ['Fastify + pg (baseline)', b, baselineStatements],
        ['Saray', s, sarayStatements],
      ] as const)
        console.log(
          `| ${name} | ${f.perSecond.toFixed(1)} | ${f.p50.toFixed(1)} | ${f.p99.toFixed(1)} | ${f.closeP99.toFixed(1)} | ${statements} | ${f.serverCpuMs.toFixed(1)} | ${f.databaseCpuMs?.toFixed(1) ?? 'n/a'} | ${(f.perSecond / b.perSecond).toFixed(2)} |`,
        );
      console.log(
        "(CPU: processor time per checkout, warm-up included, of the server process without the load's thread, and of every PostgreSQL process here.)",
      );
      console.log('');
      console.log(
        `Stock check: ${STOCK} − ${closed} pieces in closed orders (both servers) = ${STOCK - closed}; stock now ${stock} → ${
          STOCK - closed === stock ? 'consistent' : 'INCONSISTENT'
        }.`,
      );
      // A checkout that did not close is a failure of the server, not a figure.
      if (STOCK - closed !== stock || failures) process.exitCode = 1;
    } finally {
      await baseline.close();
      await app.close();
    }
  });
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
