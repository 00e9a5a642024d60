/**
 * @engines pglite postgres
 * Readiness names the engine and follows its connections: one on PGlite, a pool on PostgreSQL.
 */
import { call } from '../support/http.js';
import { engine, useServer } from '../support/server.js';

// Liveness and readiness for load balancers: public, without a token, on either engine.
const ctx = useServer();

test('liveness answers while the process serves requests', async () => {
  const live = await call(ctx.server.url, 'GET', '/api/health/live');
  expect(live.status).toBe(200);
  expect(live.body).toMatchObject({ status: 'live' });
  expect(live.headers.get('cache-control')).toBe('no-store');
});

test('readiness answers when the database does, naming the engine', async () => {
  for (const path of ['/api/health/ready', '/api/health']) {
    const ready = await call(ctx.server.url, 'GET', path);
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ status: 'ready', database: { engine: engine() } });
    expect(ready.body.database.latencyMs).toBeLessThan(ctx.server.config.healthTimeoutMs);
  }
});

test('health checks pass no guard that reads the database: an unknown store header does not change them', async () => {
  const ready = await call(ctx.server.url, 'GET', '/api/health/ready', { headers: { store: 'no-such-store' } });
  expect(ready.status).toBe(200);
  const api = await call(ctx.server.url, 'GET', '/api/products', { headers: { store: 'no-such-store' } });
  expect(api.status).toBe(404);
});

test('readiness is false while the database gives no connection in time, and true again once it does', async () => {
  const { dataSource, config, url } = ctx.server;
  // Every connection there is taken, as by long transactions: the embedded database has one.
  const runners = Array.from({ length: engine() === 'pglite' ? 1 : config.dbPool.max }, () =>
    dataSource.createQueryRunner(),
  );
  try {
    for (const runner of runners) await runner.connect();
    const started = Date.now();
    const busy = await call(url, 'GET', '/api/health/ready', { headers: { lang: 'tr' } });
    expect(busy.status).toBe(503);
    expect(busy.body).toMatchObject({
      status: 'unavailable',
      error: 'database.error.unavailable',
      message: expect.stringContaining('Veritabanı'),
      database: { engine: engine(), reason: 'timeout' },
    });
    expect(Date.now() - started).toBeLessThan(config.healthTimeoutMs + 1500);
    expect((await call(url, 'GET', '/api/health/live')).status).toBe(200);
  } finally {
    for (const runner of runners) await runner.release();
  }
  expect((await call(url, 'GET', '/api/health/ready')).status).toBe(200);
});
