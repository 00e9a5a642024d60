/**
 * @engines postgres
 * Simulated trading: history on the first run, quotes and takes every two seconds while the task's lease lasts,
 * money conserved, and the live market feed over the socket. (On the embedded database the simulation runs in
 * exchange-restart's stop test and the live browser test.)
 */
import { io, type Socket } from 'socket.io-client';
import { klinesFromTrades } from '../../backend/src/modules/exchange/klines.js';
import { KLINE_INTERVALS } from '../../backend/src/modules/exchange/market-data.js';
import { FEE_ACCOUNT } from '../../backend/src/modules/exchange/matching-engine.js';
import { trimDecimal } from '../../backend/src/modules/exchange/units.js';
import { ExchangeWriter } from '../../backend/src/modules/exchange/exchange-writer.js';
import { SIMULATION_STEP_MS } from '../../backend/src/modules/exchange/market-simulation.js';
import type { AccountPush, MarketPush } from '@saray/contracts/storefront/state';
import { until } from '../support/browser.js';
import { startLocalBinance } from '../support/binance-server.js';
import { call, listQuery, signIn } from '../support/http.js';
import { shoppers, startServer, useServer } from '../support/server.js';

const ctx = useServer();
const admin = (method: string, path: string, body?: object) =>
  call(ctx.server.url, method, path, { token: ctx.token, body });
const get = async (path: string) => (await call(ctx.server.url, 'GET', path)).body;
let task: { id: number; version: number };
/** Changes the task as an administrator would (its runs write to it too: the version is read first). */
const configure = async (values: object) => {
  const { version } = (await admin('GET', `/api/schedule-tasks/${task.id}`)).body;
  return admin('PUT', `/api/schedule-tasks/${task.id}`, { version, ...values });
};

const trades = async () =>
  ((await ctx.server.dataSource.query('SELECT count(*)::int AS n FROM exchange_trades')) as { n: number }[])[0].n;

/** Every coin's money in the ledger (every account's available and held, the fees' account too) against deposits. */
async function moneyAgainstDeposits(): Promise<{ ledger: Record<string, string>; deposited: Record<string, string> }> {
  const writer = ctx.server.app.get(ExchangeWriter);
  const ledger: Record<string, bigint> = {};
  for (const b of await writer.read((book) => book.ledger.balances())) {
    if (b.available < 0n || b.held < 0n) throw new Error(`negative balance: ${JSON.stringify(b, (_, v) => String(v))}`);
    ledger[b.asset] = (ledger[b.asset] ?? 0n) + b.available + b.held;
  }
  const rows = (await ctx.server.dataSource.query(
    `SELECT entry->>'asset' AS asset, entry->>'amount' AS amount, kind FROM exchange_journal
     WHERE kind IN ('deposit', 'spend')`,
  )) as { asset: string; amount: string; kind: string }[];
  const deposited: Record<string, bigint> = {};
  for (const r of rows)
    deposited[r.asset] = (deposited[r.asset] ?? 0n) + (r.kind === 'deposit' ? 1n : -1n) * BigInt(r.amount);
  const text = (o: Record<string, bigint>) =>
    Object.fromEntries(
      Object.entries(o)
        .filter(([, v]) => v !== 0n)
        .map(([k, v]) => [k, String(v)]),
    );
  return { ledger: text(ledger), deposited: text(deposited) };
}

beforeAll(async () => {
  const [found] = (await admin('GET', `/api/schedule-tasks${listQuery({ filter: { type: 'marketsimulation' } })}`))
    .body;
  task = found;
});

test('the demo configures the simulation; bad parameters fail the run with a message that says what to write', async () => {
  expect(JSON.parse(String((task as unknown as { parameters: string }).parameters))).toMatchObject({
    markets: { BTCUSDT: { price: '64250', change: 8 }, ETHUSDT: { price: '3150', change: -6 } },
  });
  const bad = await configure({
    parameters: JSON.stringify({ markets: { BTCUSDT: { price: '-1' } } }),
  });
  expect(bad.status).toBe(200);
  const run = await admin('POST', `/api/ScheduleTasks/runNow?id=${task.id}`);
  expect(run.body).toMatchObject({ ok: false, message: { key: 'exchange.simulation.error.parameters' } });
  expect(await trades()).toBe(0);
  const fixed = await configure({
    parameters: JSON.stringify({
      markets: { BTCUSDT: { price: '64250', change: 8 }, ETHUSDT: { price: '3150', change: -6 } },
    }),
    seconds: 2,
  });
  expect(fixed.status).toBe(200);
});

test('a run makes two days of history, quotes both sides and trades; every coin is still what was deposited', async () => {
  const run = await admin('POST', `/api/ScheduleTasks/runNow?id=${task.id}`);
  expect(run.body).toMatchObject({ ok: true, result: { markets: 2 } });
  expect(run.body.result.history).toBeGreaterThanOrEqual(2 * 900);
  expect(run.body.result.orders).toBeGreaterThanOrEqual(20);
  // 145 quarter hours of candles, the day's figures and the movers for both markets.
  for (const symbol of ['BTCUSDT', 'ETHUSDT']) {
    const candles = await get(`/api/DataProvider/Klines/Saray?symbol=${symbol}&interval=15m&limit=145`);
    expect(candles).toHaveLength(145);
    const [bids, asks] = await Promise.all(
      [1, 2].map((side) => get(`/api/Market/getLowestMarketOrderBook?symbol=${symbol}&sideId=${side}`)),
    );
    expect(bids.length).toBeGreaterThanOrEqual(4);
    expect(asks.length).toBeGreaterThanOrEqual(4);
    expect(Number(bids[0].price)).toBeLessThan(Number(asks[0].price));
  }
  const btc = Number((await get('/api/Market/LastPriceBySymbol?symbol=BTCUSDT')).price);
  // Pulled back towards its start, the price stays within a few percent of it.
  expect(btc).toBeGreaterThan(64250 * 0.8);
  expect(btc).toBeLessThan(64250 * 1.2);
  // Made to rise by 8 % over the two days and to fall by 6 %: the day's change has the same sign.
  const [gainer, loser] = await get('/api/DataProvider/Gainers?provider=Saray');
  expect(gainer).toMatchObject({ symbol: 'BTCUSDT' });
  expect(Number(gainer.priceChangePercent)).toBeGreaterThan(0);
  expect(loser).toMatchObject({ symbol: 'ETHUSDT' });
  expect(Number(loser.priceChangePercent)).toBeLessThan(0);
  // The candles the writer kept are the trade log's, computed from the trades themselves, for every interval.
  const [btcMarket] = await get('/api/Market/getAllMarkets?name=BTCUSDT');
  const log = (
    (await ctx.server.dataSource.query(
      'SELECT traded_at AS at, price::text, quantity::text FROM exchange_trades WHERE market_id = $1 ORDER BY id',
      [btcMarket.id],
    )) as { at: Date; price: string; quantity: string }[]
  ).map((t) => ({ time: new Date(t.at).getTime(), price: trimDecimal(t.price), quantity: trimDecimal(t.quantity) }));
  for (const interval of KLINE_INTERVALS) {
    const stored = await get(`/api/DataProvider/Klines/Saray?symbol=BTCUSDT&interval=${interval}&limit=1000`);
    expect(stored).toEqual(klinesFromTrades(log, interval).slice(-1000));
  }
  const money = await moneyAgainstDeposits();
  expect(money.ledger).toEqual(money.deposited);
  expect(Object.keys(money.ledger).length).toBeGreaterThanOrEqual(3);
  expect(FEE_ACCOUNT).toBeTruthy();
});

test('the market keeps moving while the lease lasts, pushes trades and books live, and stops after it', async () => {
  const [watcher] = await shoppers(ctx.server, ctx.token, 'simwatch', 1);
  const socket: Socket = io(`${ctx.server.url}/market`, {
    path: '/chathub',
    transports: ['websocket'],
    auth: { symbol: 'btcusdt', token: watcher.token },
  });
  const pushes: MarketPush[] = [];
  socket.on('market', (push: MarketPush) => pushes.push(push));
  try {
    await until(
      async () => socket.connected,
      (c) => c,
    );
    const before = await trades();
    await admin('POST', `/api/ScheduleTasks/runNow?id=${task.id}`);
    await until(trades, (n) => n > before, 4 * SIMULATION_STEP_MS);
    const push = await until(
      async () => pushes.find((p) => p.trades.length),
      (p) => !!p,
      4 * SIMULATION_STEP_MS,
    );
    expect(push).toMatchObject({ symbol: 'BTCUSDT' });
    expect(push!.bids.length).toBeGreaterThan(0);
    expect(push!.asks.length).toBeGreaterThan(0);
    expect(push!.trades[0]).toEqual({
      id: expect.any(Number),
      price: expect.stringMatching(/^\d+(\.\d+)?$/),
      quantity: expect.stringMatching(/^\d+(\.\d+)?$/),
      side: expect.stringMatching(/^(buy|sell)$/),
      time: expect.any(Number),
    });
    expect(pushes.every((p) => p.symbol === 'BTCUSDT')).toBe(true);
    // The lease (the task's 2 seconds and one step) runs out: trading stops.
    await new Promise((resolve) => setTimeout(resolve, 2 * SIMULATION_STEP_MS));
    const stopped = await trades();
    await new Promise((resolve) => setTimeout(resolve, 1.5 * SIMULATION_STEP_MS));
    expect(await trades()).toBe(stopped);
  } finally {
    socket.close();
  }
});

test("a customer's trade reaches the market's watchers, and each party's account room, within a second", async () => {
  const [buyer, seller] = await shoppers(ctx.server, ctx.token, 'simlive', 2);
  const coins = Object.fromEntries(
    ((await admin('GET', `/api/coins${listQuery({ range: [0, 99] })}`)).body as { id: number; symbol: string }[]).map(
      (c) => [c.symbol, c.id],
    ),
  );
  await admin('POST', '/api/Wallets/deposit', { customerId: buyer.id, coinId: coins.USDT, amount: '1000' });
  await admin('POST', '/api/Wallets/deposit', { customerId: seller.id, coinId: coins.ETH, amount: '1' });
  const connect = (auth: object) =>
    io(`${ctx.server.url}/market`, { path: '/chathub', transports: ['websocket'], auth });
  const anonymous = connect({ symbol: 'ETHUSDT' });
  const mine = connect({ symbol: 'ETHUSDT', token: buyer.token });
  const refused = connect({ symbol: 'NOSUCH' });
  const seen: MarketPush[] = [];
  const told: AccountPush[] = [];
  anonymous.on('market', (p: MarketPush) => seen.push(p));
  mine.on('account', (p: AccountPush) => told.push(p));
  const error = new Promise<{ data?: { error: string } }>((resolve) => refused.on('connect_error', resolve));
  try {
    await until(
      async () => anonymous.connected && mine.connected,
      (c) => c,
    );
    expect((await error).data).toEqual({ error: 'exchange.error.nomarket' });
    const [market] = await get('/api/Market/getAllMarkets?name=ETHUSDT');
    // Inside the simulated maker's spread (it stopped quoting with its lease): the customers trade with each other.
    const [[bid], [ask]] = await Promise.all(
      [1, 2].map((side) => get(`/api/Market/getLowestMarketOrderBook?symbol=ETHUSDT&sideId=${side}`)),
    );
    const price = ((Number(bid.price) + Number(ask.price)) / 2).toFixed(2);
    expect(Number(price)).toBeGreaterThan(Number(bid.price));
    expect(Number(price)).toBeLessThan(Number(ask.price));
    const order = { marketId: market.id, typeId: 1, price, quantity: '0.1' };
    expect(
      (
        await call(ctx.server.url, 'POST', '/api/Market/PlaceOrder', {
          token: seller.token,
          body: { ...order, sideId: 2 },
        })
      ).status,
    ).toBe(201);
    const placed = await call(ctx.server.url, 'POST', '/api/Market/PlaceOrder', {
      token: buyer.token,
      body: { ...order, sideId: 1 },
    });
    expect(placed.body.trades).toBe(1);
    const answered = Date.now();
    const push = await until(
      async () => seen.find((p) => p.trades.some((t) => Number(t.price) === Number(price))),
      (p) => !!p,
      1000,
    );
    expect(Date.now() - answered).toBeLessThanOrEqual(1000);
    expect(push!.trades.find((t) => Number(t.price) === Number(price))).toMatchObject({ quantity: '0.1', side: 'buy' });
    await until(
      async () => told.some((p) => p.symbols.includes('ETHUSDT')),
      (t) => t,
      1000,
    );
  } finally {
    [anonymous, mine, refused].forEach((s) => s.close());
  }
});

test("with a mirrored market data source, the markets it lists start at and follow the mirror's prices", async () => {
  const binance = await startLocalBinance();
  const mirrored = await startServer({ config: { binanceUrl: binance.url } });
  try {
    const token = await signIn(mirrored.url);
    const as = (method: string, path: string, body?: object) => call(mirrored.url, method, path, { token, body });
    const [found] = (await as('GET', `/api/schedule-tasks${listQuery({ filter: { type: 'marketsimulation' } })}`)).body;
    const run = await as('POST', `/api/ScheduleTasks/runNow?id=${found.id}`);
    expect(run.body).toMatchObject({ ok: true, result: { markets: 2 } });
    const last = async (symbol: string) =>
      Number((await call(mirrored.url, 'GET', `/api/Market/LastPriceBySymbol?symbol=${symbol}`)).body.price);
    // The local mirror lists BTCUSDT at 96,911.11; ETHUSDT is not listed there and starts where the demo says.
    expect(Math.abs((await last('BTCUSDT')) / 96911.11 - 1)).toBeLessThan(0.1);
    expect(Math.abs((await last('ETHUSDT')) / 3150 - 1)).toBeLessThan(0.2);
    expect(binance.requests).toContain('/api/v3/ticker/24hr');
  } finally {
    await mirrored.close();
    await binance.close();
  }
});
