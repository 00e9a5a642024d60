/**
 * @engines pglite postgres
 * Ages of sessions compared in SQL.
 */
import { CrudService } from '../../backend/src/crud/crud.service.js';
import { ExchangeService } from '../../backend/src/modules/exchange/exchange.service.js';
import { MarketRulesRefresh } from '../../backend/src/modules/exchange/market-rules-refresh.js';
import { SchedulerService } from '../../backend/src/modules/ops/scheduler.js';
import { startLocalBinance } from '../support/binance-server.js';
import { call, listQuery, signIn } from '../support/http.js';
import { shoppers, startServer, type TestServer } from '../support/server.js';

// The built-in tasks of operations: the cleanup of ended sessions and the refresh of mirrored market rules.
let server: TestServer;
let token: string;
let binance: Awaited<ReturnType<typeof startLocalBinance>>;
const admin = (method: string, path: string, body?: object) => call(server.url, method, path, { token, body });
const runTask = async (type: string) => {
  const [task] = (await admin('GET', `/api/schedule-tasks${listQuery({ filter: { type } })}`)).body as {
    id: number;
  }[];
  return server.app.get(SchedulerService).runNow(task.id);
};

beforeAll(async () => {
  binance = await startLocalBinance();
  server = await startServer({ config: { binanceUrl: binance.url } });
  token = await signIn(server.url);
});

afterAll(async () => {
  await server?.close();
  await binance?.close();
});

test('the session cleanup removes sessions that ended over 30 days ago and keeps the others', async () => {
  const [customer] = await shoppers(server, token, 'cleanup', 1);
  const session = (ends: { expires: string; revoked?: string }) =>
    server.dataSource
      .query(
        `INSERT INTO auth_sessions (public_id, customer_id, expires_at, revoked_at, version)
         VALUES (gen_random_uuid(), $1, now() + $2::interval, now() + $3::interval, 1) RETURNING id`,
        [customer.id, ends.expires, ends.revoked ?? null],
      )
      .then((r: { id: number }[]) => r[0].id);
  const expiredLongAgo = await session({ expires: '-40 days' });
  const revokedLongAgo = await session({ expires: '20 days', revoked: '-31 days' });
  const expiredLately = await session({ expires: '-5 days' });
  const revokedLately = await session({ expires: '-40 days', revoked: '-50 days' });
  const live = await session({ expires: '10 days' });
  const ran = await runTask('sessioncleanup');
  expect(ran).toMatchObject({ ok: true, result: { removed: 3 } });
  const left = (
    (await server.dataSource.query('SELECT id FROM auth_sessions WHERE customer_id = $1 ORDER BY id', [
      customer.id,
    ])) as { id: number }[]
  ).map((r) => r.id);
  expect(left).toEqual(expect.arrayContaining([expiredLately, live]));
  expect(left).not.toEqual(expect.arrayContaining([expiredLongAgo]));
  expect(left).not.toContain(revokedLongAgo);
  expect(left).not.toContain(revokedLately);
  // The customer's own session, made by signing in, still works.
  expect((await call(server.url, 'GET', '/api/Customers/getMyProfile', { token: customer.token })).status).toBe(200);
});

test('the market-data refresh gives mirrored markets the mirror’s current trading rules', async () => {
  const markets = (await admin('GET', '/api/markets')).body as { id: number; symbol: string }[];
  const btc = markets.find((m) => m.symbol === 'BTCUSDT')!;
  const current = (await admin('GET', `/api/markets/${btc.id}`)).body;
  const changed = await admin('PUT', `/api/markets/${btc.id}`, { ...current, tickSize: '0.1', minNotional: '10' });
  expect(changed.status).toBe(200);
  const eth = markets.find((m) => m.symbol === 'ETHUSDT')!;
  const ethBefore = (await admin('GET', `/api/markets/${eth.id}`)).body;

  const ran = await runTask('marketdatarefresh');
  // BTCUSDT is on the mirror and differed; ETHUSDT is not on it.
  expect(ran).toMatchObject({ ok: true, result: { provider: 'binance', matched: 1, updated: 1, refused: [] } });
  expect(binance.requests).toContain('/api/v3/exchangeInfo');
  expect((await admin('GET', `/api/markets/${btc.id}`)).body).toMatchObject({
    tickSize: '0.01',
    lotSize: '0.00001',
    minNotional: '5',
  });
  expect((await admin('GET', `/api/markets/${eth.id}`)).body).toEqual(ethBefore);
  // The exchange reads the refreshed rules at once.
  const info = (await call(server.url, 'GET', '/api/DataProvider/Info/Saray?symbols=BTCUSDT')).body;
  expect(info[0]).toMatchObject({ tickSize: '0.01', minNotional: '5' });
  // Nothing differs now: nothing is written.
  expect(await runTask('marketdatarefresh')).toMatchObject({ result: { matched: 1, updated: 0 } });
});

test('without a mirror the market-data refresh changes nothing', async () => {
  const refresh = new MarketRulesRefresh(new Map(), server.app.get(ExchangeService), server.app.get(CrudService));
  expect(await refresh.refresh()).toEqual({ provider: null, matched: 0, updated: 0, refused: [] });
});
