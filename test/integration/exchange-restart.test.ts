/**
 * @engines pglite postgres
 * A stop in the middle of writes, on each engine's storage and transactions.
 */
import fc from 'fast-check';
import { ExchangeBook, type JournalEntry } from '../../backend/src/modules/exchange/exchange-book.js';
import { ExchangeWriter } from '../../backend/src/modules/exchange/exchange-writer.js';
import { ExchangeService, marketSpec } from '../../backend/src/modules/exchange/exchange.service.js';
import { fromUnits, trimDecimal } from '../../backend/src/modules/exchange/units.js';
import { until } from '../support/browser.js';
import { call, listQuery, signIn } from '../support/http.js';
import { createStorage, shoppers, startServer, type Storage, type TestServer } from '../support/server.js';

// The exchange's journal is its truth: a server stopped in the middle of an order stream comes back with the same
// books and balances, and nothing it had answered for is lost.
let storage: Storage;
let server: TestServer;
/** The books are saved every 40 journal entries: a restart restores the latest save and replays what followed. */
const config = { exchangeSnapshotEvery: 40 };

beforeAll(async () => {
  storage = await createStorage({ persistent: true });
  server = await startServer({ storage, config });
});
afterAll(async () => {
  await server.stop();
  await storage.remove();
});

/** The journal replayed by a book of the test's own, and the server's live book. */
async function books(s: TestServer) {
  const rows = (await s.dataSource.query('SELECT entry FROM exchange_journal ORDER BY id')) as {
    entry: JournalEntry;
  }[];
  const replayed = new ExchangeBook();
  for (const row of rows) replayed.apply(row.entry);
  const live = await s.app.get(ExchangeWriter).read((book) => book.snapshot());
  return { replayed, live, entries: rows.map((r) => r.entry) };
}

test('after a stop in the middle of an order stream, the restarted server’s book and balances equal the journal', async () => {
  const token = await signIn(server.url);
  const traders = await shoppers(server, token, 'rstrt', 6);
  const [market] = (await call(server.url, 'GET', '/api/Market/getAllMarkets?name=BTCUSDT')).body;
  const coins = (await call(server.url, 'GET', `/api/coins${listQuery({ range: [0, 99] })}`, { token })).body as {
    id: number;
    symbol: string;
    decimals: number;
  }[];
  const coin = (symbol: string) => coins.find((c) => c.symbol === symbol)!;
  for (const t of traders) {
    for (const [symbol, amount] of [
      ['USDT', '50000'],
      ['BTC', '2'],
    ])
      await call(server.url, 'POST', '/api/Wallets/deposit', {
        token,
        body: { customerId: t.id, coinId: coin(symbol).id, amount },
      });
  }

  // A random stream of limit and market orders around 30,000 (seeded: the same stream every run).
  const stream = fc.sample(
    fc.record({
      trader: fc.integer({ min: 0, max: traders.length - 1 }),
      sideId: fc.constantFrom(1, 2),
      typeId: fc.constantFrom(1, 1, 1, 2),
      ticks: fc.integer({ min: -40, max: 40 }),
      lots: fc.integer({ min: 100, max: 5000 }),
      timeInForce: fc.constantFrom('GTC', 'GTC', 'IOC', 'FOK'),
    }),
    { numRuns: 240, seed: 8 },
  );
  const acknowledged: number[] = [];
  let answered = 0;
  let stopping: Promise<void> | undefined;
  const send = async (o: (typeof stream)[number]) => {
    const body = {
      marketId: market.id,
      sideId: o.sideId,
      typeId: o.typeId,
      timeInForce: o.typeId === 2 ? 'IOC' : o.timeInForce,
      quantity: fromUnits(BigInt(o.lots) * 1000n, 8),
      ...(o.typeId === 1 ? { price: String(30000 + o.ticks * 5) } : {}),
    };
    const res = await call(server.url, 'POST', '/api/Market/PlaceOrder', {
      token: traders[o.trader].token,
      body,
    }).catch(() => undefined);
    if (res?.status === 201) acknowledged.push(res.body.id as number);
    answered++;
    // Stop the server while requests are still coming in.
    if (answered === 120) stopping = server.stop();
  };
  const queue = [...stream];
  await Promise.all(
    Array.from({ length: 12 }, async () => {
      while (queue.length) await send(queue.shift()!);
    }),
  );
  await stopping;
  // Some orders were answered before the stop, and the later ones were not.
  expect(acknowledged.length).toBeGreaterThan(60);
  expect(acknowledged.length).toBeLessThan(stream.length);

  server = await startServer({ storage, config });
  const { replayed, live, entries } = await books(server);
  expect(live).toEqual(replayed.snapshot());
  // It started from a snapshot, not from the journal's first entry; the two latest snapshots are kept.
  const snapshots = (await server.dataSource.query('SELECT journal_id AS id FROM exchange_snapshots')) as {
    id: number;
  }[];
  expect(snapshots.length).toBeGreaterThanOrEqual(1);
  expect(snapshots.length).toBeLessThanOrEqual(2);
  expect(server.app.get(ExchangeWriter).restoredFrom).toBe(Math.max(...snapshots.map((r) => r.id)));
  expect(server.app.get(ExchangeWriter).restoredFrom).toBeGreaterThan(entries.length / 2);
  expect(Object.values(live.books).flat().length).toBeGreaterThan(0);
  // Every order the first server answered for is in the journal.
  const journaled = new Set(entries.flatMap((e) => (e.kind === 'place' ? [Number(e.order.id)] : [])));
  expect(acknowledged.filter((id) => !journaled.has(id))).toEqual([]);

  // The stored balances and open orders are the journal's too.
  const stored = (await server.dataSource.query(
    'SELECT customer_id, coin_id, available::text, held::text FROM wallet_balances',
  )) as { customer_id: number; coin_id: number; available: string; held: string }[];
  const decimals = new Map(coins.map((c) => [String(c.id), c.decimals]));
  const fromLedger = replayed.ledger
    .balances()
    .filter((b) => b.account !== '$fees')
    .map((b) => {
      const d = decimals.get(b.asset)!;
      return `${b.account}:${b.asset} ${fromUnits(b.available, d)}/${fromUnits(b.held, d)}`;
    })
    .sort();
  expect(
    stored.map((r) => `${r.customer_id}:${r.coin_id} ${trimDecimal(r.available)}/${trimDecimal(r.held)}`).sort(),
  ).toEqual(fromLedger);
  const open = (await server.dataSource.query(
    'SELECT id FROM exchange_orders WHERE status_id IN (1, 2) ORDER BY id',
  )) as { id: number }[];
  const resting = replayed
    .engine(market.id)!
    .depth('buy')
    .concat(replayed.engine(market.id)!.depth('sell'))
    .map((o) => Number(o.id))
    .sort((a, b) => a - b);
  expect(open.map((r) => r.id)).toEqual(resting);

  // And trading goes on.
  const after = await call(server.url, 'POST', '/api/Market/PlaceOrder', {
    token: traders[0].token,
    body: { marketId: market.id, sideId: 1, typeId: 1, price: '20000', quantity: '0.001' },
  });
  expect(after.status).toBe(201);
});

test('a change applied inside a transaction that rolls back leaves the book as the journal has it', async () => {
  const writer = server.app.get(ExchangeWriter);
  const before = await writer.read((book) => book.snapshot());
  const [customer] = (await server.dataSource.query('SELECT id FROM customers ORDER BY id DESC LIMIT 1')) as {
    id: number;
  }[];
  const deposit = { kind: 'deposit' as const, account: String(customer.id), asset: '1', amount: '777' };
  await expect(
    server.dataSource.transaction(async (manager) => {
      const outcome = await writer.submitWithin(manager, { kind: 'funds', entry: deposit });
      expect(outcome.accepted).toBe(true);
      throw new Error('the caller gives up');
    }),
  ).rejects.toThrow('the caller gives up');
  expect(await writer.read((book) => book.snapshot())).toEqual(before);
  // And one that commits is there.
  await server.dataSource.transaction((manager) => writer.submitWithin(manager, { kind: 'funds', entry: deposit }));
  const replayed = (await books(server)).replayed;
  expect(await writer.read((book) => book.snapshot())).toEqual(replayed.snapshot());
  expect(replayed.ledger.balanceOf(deposit.account, '1').available).toBeGreaterThanOrEqual(777n);
});

test('orders placed in one batch are answered with their rows as that batch committed them', async () => {
  const writer = server.app.get(ExchangeWriter);
  const [market] = await server.app.get(ExchangeService).markets({ symbol: 'ETHUSDT' });
  const spec = marketSpec(market);
  const [seller, buyer] = (
    (await server.dataSource.query('SELECT id FROM customers ORDER BY id DESC LIMIT 2')) as { id: number }[]
  ).map((r) => String(r.id));
  const quantity = spec.lotSize * 100n;
  const price = 2000n * 10n ** BigInt(market.quoteDecimals);
  await writer.submit({
    kind: 'funds',
    entry: { kind: 'deposit', account: seller, asset: spec.base, amount: String(quantity) },
  });
  await writer.submit({
    kind: 'funds',
    entry: { kind: 'deposit', account: buyer, asset: spec.quote, amount: String(price * 10n) },
  });
  const place = (account: string, side: 'buy' | 'sell') =>
    writer.submit({
      kind: 'place',
      market: market.id,
      spec,
      order: { account, side, type: 'limit', price: String(price), quantity: String(quantity), tif: 'GTC' },
    });
  // While the writer is busy with the read, both orders queue up for the same batch: the buy fills the sell there.
  const reading = writer.read();
  const [sell, buy] = await Promise.all([place(seller, 'sell'), place(buyer, 'buy')]);
  await reading;
  expect(buy.result?.trades).toHaveLength(1);
  // The sell, filled in the batch that placed it, is written once, as the batch left it.
  expect(sell.stored).toMatchObject({ status_id: 3, version: 1 });
  expect(buy.stored).toMatchObject({ status_id: 3, version: 1 });
  for (const placed of [sell, buy]) {
    const [row] = (await server.dataSource.query('SELECT * FROM exchange_orders WHERE id = $1', [
      placed.orderId,
    ])) as Record<string, unknown>[];
    expect(placed.stored).toEqual(row);
  }
});

test('a stop while simulated trading runs loses nothing: the restarted books, balances and orders are the journal’s', async () => {
  const token = await signIn(server.url);
  const [task] = (
    await call(server.url, 'GET', `/api/schedule-tasks${listQuery({ filter: { type: 'marketsimulation' } })}`, {
      token,
    })
  ).body;
  expect((await call(server.url, 'POST', `/api/ScheduleTasks/runNow?id=${task.id}`, { token })).body).toMatchObject({
    ok: true,
  });
  const trades = async () =>
    ((await server.dataSource.query('SELECT count(*)::int AS n FROM exchange_trades')) as { n: number }[])[0].n;
  const before = await trades();
  // Stopped in the middle of the simulation's steps (every two seconds until its lease runs out).
  await until(trades, (n) => n > before, 6_000);
  await server.stop();
  server = await startServer({ storage, config });
  const { replayed, live } = await books(server);
  expect(live).toEqual(replayed.snapshot());
  const stored = (await server.dataSource.query(
    `SELECT o.id FROM exchange_orders o WHERE o.status_id IN (1, 2) ORDER BY o.id`,
  )) as { id: number }[];
  const resting = replayed
    .markets()
    .flatMap((m) => [...replayed.engine(m)!.depth('buy'), ...replayed.engine(m)!.depth('sell')])
    .map((o) => Number(o.id))
    .sort((a, b) => a - b);
  expect(stored.map((r) => r.id)).toEqual(resting);
  // Money entered only by deposits and left only by spends.
  const entries = (await server.dataSource.query(
    `SELECT entry->>'asset' AS asset, entry->>'amount' AS amount, kind FROM exchange_journal WHERE kind IN ('deposit', 'spend')`,
  )) as { asset: string; amount: string; kind: string }[];
  const expected: Record<string, bigint> = {};
  for (const e of entries)
    expected[e.asset] = (expected[e.asset] ?? 0n) + (e.kind === 'deposit' ? 1n : -1n) * BigInt(e.amount);
  const held: Record<string, bigint> = {};
  for (const b of replayed.ledger.balances()) held[b.asset] = (held[b.asset] ?? 0n) + b.available + b.held;
  const nonZero = (o: Record<string, bigint>) =>
    Object.fromEntries(
      Object.entries(o)
        .filter(([, v]) => v !== 0n)
        .map(([k, v]) => [k, String(v)]),
    );
  expect(nonZero(held)).toEqual(nonZero(expected));
});
