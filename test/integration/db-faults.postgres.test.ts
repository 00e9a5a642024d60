/**
 * @engines postgres
 * A PostgreSQL server's faults: PGlite has no server or connections to lose.
 */
import pg from 'pg';
import { until } from '../support/browser.js';
import { startPrivatePostgres, type PrivatePostgres } from '../support/faults-postgres.js';
import { call, listQuery, signIn } from '../support/http.js';
import { orderRefs, type OrderRefs } from '../support/orders.js';
import { shoppers, startServer, useServer, type TestServer } from '../support/server.js';

// PostgreSQL failing under Saray: a killed connection, a full pool, a server restart. Every call answers (a 503 with
// a translated key while the database is away), nothing is half written, and Saray recovers without a restart.
const ctx = useServer();
const UNAVAILABLE = 'database.error.unavailable';

/** One HTTP call that must answer within `ms`: a hang fails the test instead of stalling it. */
async function timedCall(base: string, method: string, path: string, token?: string, body?: object, ms = 15_000) {
  const res = await fetch(base + path, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(ms),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
}

describe('a connection killed inside a transaction', () => {
  let refs: OrderRefs;
  let db: pg.Client;
  beforeAll(async () => {
    refs = await orderRefs(ctx.server, ctx.token, 'Faults payment');
    db = new pg.Client({ connectionString: ctx.server.config.databaseUrl });
    await db.connect();
  });
  afterAll(() => db?.end());

  test('closing an order whose connection is terminated mid-way writes nothing and answers 503', async () => {
    const admin = (method: string, path: string, body?: object) =>
      call(ctx.server.url, method, path, { token: ctx.token, body });
    const product = (
      await admin('POST', '/api/products', {
        name: 'Faults lamp',
        price: '12.00',
        stockQuantity: 10,
        isShipEnabled: false,
        baseCoinId: refs.coinId,
        productTypeId: refs.productTypeId,
      })
    ).body;
    const [shopper] = await shoppers(ctx.server, ctx.token, 'faults', 1);
    const me = (method: string, path: string, body?: object) =>
      call(ctx.server.url, method, path, { token: shopper.token, body, headers: { lang: 'fa' } });
    await me('POST', '/api/ProductOrders/AddCart', { productId: product.id, quantity: 3 });
    const cart = await me('POST', '/api/ProductOrders/saveCustomerProductOrder', { paymentTypeId: refs.paymentTypeId });
    const orderId = cart.body.id as number;

    // The invoice number is taken after the stock is reserved: holding its table keeps the close waiting there,
    // with the reservation already written inside its transaction.
    await db.query('BEGIN');
    await db.query('LOCK TABLE invoice_counters IN EXCLUSIVE MODE');
    const closing = me('POST', '/api/ProductOrders/closeCart', {});
    const blocked = async () => {
      // Statistics views keep one snapshot per transaction: take a fresh one each time.
      await db.query('SELECT pg_stat_clear_snapshot()');
      const found = await db.query(
        `SELECT pid FROM pg_stat_activity
         WHERE datname = current_database() AND wait_event_type = 'Lock' AND query ILIKE '%invoice_counters%'`,
      );
      return found.rows as { pid: number }[];
    };
    const waiting = await until(blocked, (rows) => rows.length === 1);
    expect(waiting).toHaveLength(1);
    const [{ locks }] = (
      await db.query(`SELECT count(*)::int AS locks FROM pg_locks WHERE pid = $1 AND locktype = 'transactionid'`, [
        waiting[0].pid,
      ])
    ).rows;
    expect(locks).toBeGreaterThan(0); // it has written: its transaction holds an id
    await db.query('SELECT pg_terminate_backend($1)', [waiting[0].pid]);
    await db.query('ROLLBACK');

    const answer = await closing;
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ error: UNAVAILABLE, message: expect.stringContaining('پایگاه داده') });
    expect(answer.headers.get('retry-after')).toBe('5');
    // All or nothing: the stock, the order and its payment are as before the call.
    expect((await admin('GET', `/api/products/${product.id}`)).body.stockQuantity).toBe(10);
    expect((await admin('GET', `/api/product-orders/${orderId}`)).body.isClosed).toBe(false);
    const payments = `/api/payments${listQuery({ filter: { entityName: 'ProductOrder', entityId: orderId } })}`;
    expect((await admin('GET', payments)).body).toEqual([]);

    // The pool replaced the dead connection: the same call now goes through, once.
    const again = await me('POST', '/api/ProductOrders/closeCart', {});
    expect(again.status).toBe(200);
    expect(again.body.order).toMatchObject({ id: orderId, isClosed: true });
    expect((await admin('GET', `/api/products/${product.id}`)).body.stockQuantity).toBe(7);
    expect((await admin('GET', payments)).body).toHaveLength(1);
  });
});

test('a full pool: calls wait for a connection, answer 503 in bounded time, and the pool recovers', async () => {
  const acquireTimeoutMs = 1500;
  const small = await startServer({
    storage: { config: ctx.server.config, remove: async () => undefined },
    config: {
      dbPool: { max: 2, acquireTimeoutMs, idleTimeoutMs: 30_000, preparedStatements: true, pipeline: true },
      healthTimeoutMs: 1000,
    },
  });
  const held = [small.dataSource.createQueryRunner(), small.dataSource.createQueryRunner()];
  try {
    expect((await timedCall(small.url, 'GET', '/api/payment-types', ctx.token)).status).toBe(200);
    // Two long transactions take both connections of the pool.
    for (const runner of held) {
      await runner.connect();
      await runner.startTransaction();
      await runner.query('SELECT 1');
    }
    const started = Date.now();
    const [read, write] = await Promise.all([
      timedCall(small.url, 'GET', '/api/payment-types', ctx.token),
      timedCall(small.url, 'POST', '/api/payment-types', ctx.token, { name: 'Faults full pool', paymentMethod: 1 }),
    ]);
    const waited = Date.now() - started;
    for (const answer of [read, write]) expect(answer.body).toMatchObject({ error: UNAVAILABLE });
    expect([read.status, write.status]).toEqual([503, 503]);
    expect(waited).toBeGreaterThanOrEqual(acquireTimeoutMs - 100);
    expect(waited).toBeLessThan(acquireTimeoutMs + 5000);
    const ready = await timedCall(small.url, 'GET', '/api/health/ready');
    expect(ready).toMatchObject({ status: 503, body: { error: UNAVAILABLE, database: { reason: 'timeout' } } });
    expect((await timedCall(small.url, 'GET', '/api/health/live')).status).toBe(200);

    for (const runner of held) {
      await runner.rollbackTransaction();
      await runner.release();
    }
    expect((await timedCall(small.url, 'GET', '/api/health/ready')).status).toBe(200);
    const names = `/api/payment-types${listQuery({ filter: { name: 'Faults full pool' } })}`;
    expect((await timedCall(small.url, 'GET', names, ctx.token)).body).toEqual([]);
    const created = await timedCall(small.url, 'POST', '/api/payment-types', ctx.token, {
      name: 'Faults full pool',
      paymentMethod: 1,
    });
    expect(created.status).toBe(201);
  } finally {
    for (const runner of held) if (!runner.isReleased) await runner.release();
    await small.close();
  }
});

describe('PostgreSQL restarted during traffic', () => {
  let server: PrivatePostgres;
  let saray: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startPrivatePostgres();
    saray = await startServer({
      storage: { config: { databaseUrl: server.url }, remove: async () => undefined },
      config: {
        dbPool: { max: 4, acquireTimeoutMs: 2000, idleTimeoutMs: 30_000, preparedStatements: true, pipeline: true },
        healthTimeoutMs: 1000,
      },
    });
    token = await signIn(saray.url);
  }, 120_000);
  afterAll(async () => {
    await saray?.close();
    await server?.remove();
  });

  test('calls answer 503 while it is down, readiness follows, and Saray recovers on its own', async () => {
    const answers: { status: number; error?: string; created?: number; at: number }[] = [];
    let running = true;
    const client = async (n: number) => {
      for (let i = 0; running; i++) {
        const write = i % 2 === 1;
        const res = write
          ? await timedCall(saray.url, 'POST', '/api/payment-types', token, {
              name: `Restart ${n}.${i}`,
              paymentMethod: 1,
            })
          : await timedCall(saray.url, 'GET', '/api/payment-types', token);
        answers.push({
          status: res.status,
          error: res.body?.error,
          created: write && res.status === 201 ? res.body.id : undefined,
          at: Date.now(),
        });
        await new Promise((r) => setTimeout(r, 25));
      }
    };
    const traffic = Promise.all([0, 1, 2].map(client));
    await new Promise((r) => setTimeout(r, 500));

    await server.stop();
    const stoppedAt = Date.now();
    const down = await timedCall(saray.url, 'GET', '/api/payment-types', token);
    expect(down).toMatchObject({ status: 503, body: { error: UNAVAILABLE } });
    const notReady = await timedCall(saray.url, 'GET', '/api/health/ready');
    expect(notReady).toMatchObject({ status: 503, body: { status: 'unavailable', error: UNAVAILABLE } });
    expect((await timedCall(saray.url, 'GET', '/api/health/live')).status).toBe(200);
    const page = await fetch(`${saray.url}/en/pages/about-us`, { signal: AbortSignal.timeout(15_000) });
    await page.text();
    expect(page.status).toBe(503);
    expect(page.headers.get('retry-after')).toBe('5');
    await new Promise((r) => setTimeout(r, 500));

    await server.start();
    const ready = await until(
      () => timedCall(saray.url, 'GET', '/api/health/ready'),
      (r) => r.status === 200,
      20_000,
    );
    expect(ready.status).toBe(200);
    const recoveredAt = Date.now();
    await new Promise((r) => setTimeout(r, 500));
    running = false;
    await traffic;

    // Every answer was a success or the clean 503; never a 500 or another error.
    const refused = answers.filter((a) => a.status >= 300);
    expect(refused.filter((a) => a.status !== 503 || a.error !== UNAVAILABLE)).toEqual([]);
    expect(refused.length).toBeGreaterThan(0);
    expect(answers.filter((a) => a.at < stoppedAt && a.status < 300).length).toBeGreaterThan(0);
    expect(answers.filter((a) => a.at > recoveredAt && a.status < 300).length).toBeGreaterThan(0);
    // Nothing acknowledged was lost.
    const listed = (await timedCall(saray.url, 'GET', `/api/payment-types${listQuery({ range: [0, 999] })}`, token))
      .body as { id: number }[];
    const ids = new Set(listed.map((r) => r.id));
    expect(answers.filter((a) => a.created && !ids.has(a.created))).toEqual([]);
  });
});
