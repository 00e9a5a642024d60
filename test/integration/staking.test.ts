/**
 * @engines pglite postgres
 * Funds held in the journal in the same transaction as the stake.
 */
import { ExchangeBook, type JournalEntry } from '../../backend/src/modules/exchange/exchange-book.js';
import { ExchangeWriter } from '../../backend/src/modules/exchange/exchange-writer.js';
import { call, listQuery } from '../support/http.js';
import { shoppers, useServer } from '../support/server.js';
import { snapshot } from '../support/snapshot.js';

// Staking: plans anyone may read; a stake holds its amount in the customer's wallet (through the exchange's journal,
// in the same transaction as its row) until it is redeemed after its end with its reward, or cancelled before it.
const ctx = useServer();
type Customer = { id: number; token: string };
type Plan = { id: number; name: string; coinId: number; coinSymbol: string; durationDays: number; aprPercent: string };
let staker: Customer;
let other: Customer;
let coins: Record<string, number>;
let usdtPlan: Plan;

const as = (t: Customer | string) => (method: string, path: string, body?: object, lang?: string) =>
  call(ctx.server.url, method, path, {
    token: typeof t === 'string' ? t : t.token,
    body,
    headers: lang ? { lang } : {},
  });
const admin = () => as(ctx.token);
const balances = async (t: Customer) =>
  Object.fromEntries(
    (
      (await as(t)('GET', '/api/Wallets/getMyBalances')).body as { coinId: number; available: string; held: string }[]
    ).map((b) => [Object.keys(coins).find((s) => coins[s] === b.coinId)!, `${b.available}/${b.held}`]),
  );
const stake = (t: Customer, body: object, lang?: string) =>
  as(t)('POST', '/api/Staking/stake', { stakingPlanId: usdtPlan.id, ...body }, lang);
/** Time passes for one stake: its start and end move back by the given days. */
const age = (id: number, days: number) =>
  ctx.server.dataSource.query(
    `UPDATE stakes SET starts_at = starts_at - make_interval(days => $2), ends_at = ends_at - make_interval(days => $2)
     WHERE id = $1`,
    [id, days],
  );

beforeAll(async () => {
  [staker, other] = await shoppers(ctx.server, ctx.token, 'stkr', 2);
  const all = (await admin()('GET', `/api/coins${listQuery({ range: [0, 99] })}`)).body as {
    id: number;
    symbol: string;
  }[];
  coins = Object.fromEntries(all.map((c) => [c.symbol, c.id]));
  for (const t of [staker, other])
    expect(
      (await admin()('POST', '/api/Wallets/deposit', { customerId: t.id, coinId: coins.USDT, amount: '1000' })).status,
    ).toBe(201);
});

test('visitors see the active plans with their coins; an inactive plan only administrators see', async () => {
  const inactive = await admin()('POST', '/api/staking-plans', {
    name: 'Closed plan',
    coinId: coins.USDT,
    durationDays: 7,
    aprPercent: '20',
    isActive: false,
  });
  expect(inactive.status).toBe(201);
  const plans = (await call(ctx.server.url, 'GET', '/api/Staking/getPlans')).body as Plan[];
  expect(plans.map((p) => [p.name, p.coinSymbol, p.durationDays, p.aprPercent])).toEqual([
    ['USDT 30 days', 'USDT', 30, '8'],
    ['BTC 90 days', 'BTC', 90, '4'],
  ]);
  usdtPlan = plans[0];
  const listed = (await call(ctx.server.url, 'GET', '/api/staking-plans')).body as Plan[];
  expect(listed.map((p) => p.id)).not.toContain(inactive.body.id);
  expect((await call(ctx.server.url, 'GET', `/api/staking-plans/${inactive.body.id}`)).status).toBe(404);
  expect((await admin()('GET', `/api/staking-plans/${inactive.body.id}`)).status).toBe(200);
  expect((await as(staker)('POST', '/api/staking-plans', { ...inactive.body, isActive: true })).status).toBe(403);

  const refused = await stake(staker, { stakingPlanId: inactive.body.id, amount: '50' }, 'fa');
  expect(refused.body).toMatchObject({
    error: 'stake.error.planinactive',
    message: 'این طرح استیکینگ در دسترس نیست.',
    details: [{ path: '/stakingPlanId' }],
  });
  const unlimited = await admin()('PUT', `/api/staking-plans/${inactive.body.id}`, { minAmount: '10', maxAmount: '5' });
  expect(unlimited.body).toMatchObject({ error: 'stakingplan.error.maxbelowmin' });
});

test('a refused stake stores nothing and holds nothing', async () => {
  const stakes = await snapshot(ctx.server.dataSource, 'stakes');
  const journal = await snapshot(ctx.server.dataSource, 'exchange_journal');
  const below = await stake(staker, { amount: '5' }, 'tr');
  expect(below.body).toMatchObject({ error: 'stake.error.belowminimum', message: 'Bu plan en az 10 USDT kabul eder.' });
  const above = await stake(staker, { amount: '100001' });
  expect(above.body).toMatchObject({
    error: 'stake.error.abovemaximum',
    message: 'This plan takes at most 100000 USDT.',
  });
  expect((await stake(staker, { amount: '10.0000001' })).body.error).toBe('exchange.error.invalidamount');
  const poor = await stake(staker, { amount: '1000.01' }, 'fa');
  expect(poor.status).toBe(400);
  expect(poor.body).toMatchObject({
    error: 'stake.error.insufficientfunds',
    message: 'موجودی در دسترس شما برای این استیک کافی نیست.',
  });
  expect((await stake(staker, {})).status).toBe(400);
  expect(
    (await call(ctx.server.url, 'POST', '/api/Staking/stake', { body: { stakingPlanId: 1, amount: '50' } })).status,
  ).toBe(401);
  expect(await snapshot(ctx.server.dataSource, 'stakes')).toEqual(stakes);
  expect(await snapshot(ctx.server.dataSource, 'exchange_journal')).toEqual(journal);
  expect(await balances(staker)).toEqual({ USDT: '1000/0' });
});

test('a stake holds its amount, earns the plan’s rate for its days, and is redeemed once after its end', async () => {
  const made = await stake(staker, { amount: '600' });
  expect(made.status).toBe(201);
  // 600 × 8 % × 30 / 365 = 3.945205479…, rounded down to USDT's 6 decimals.
  expect(made.body).toMatchObject({
    customerId: staker.id,
    stakingPlanId: usdtPlan.id,
    coinId: coins.USDT,
    amount: '600',
    aprPercent: '8',
    reward: '3.945205',
    status: 1,
    closedAt: null,
  });
  expect(Date.parse(made.body.endsAt) - Date.parse(made.body.startsAt)).toBe(30 * 86_400_000);
  expect(await balances(staker)).toEqual({ USDT: '400/600' });
  const id = made.body.id as number;

  const early = await as(staker)('POST', '/api/Staking/redeem', { id }, 'en');
  expect(early.status).toBe(409);
  expect(early.body).toMatchObject({ error: 'stake.error.notmatured' });
  expect(early.body.message).toContain(new Date(made.body.endsAt).toISOString());
  expect((await as(other)('POST', '/api/Staking/redeem', { id })).status).toBe(404);
  expect((await as(other)('POST', '/api/Staking/cancel', { id })).status).toBe(404);
  // Changing the plan later changes no stake made on it.
  expect((await admin()('PUT', `/api/staking-plans/${usdtPlan.id}`, { aprPercent: '9' })).status).toBe(200);

  await age(id, 30);
  expect((await as(staker)('POST', '/api/Staking/cancel', { id })).body.error).toBe('stake.error.matured');
  const redeems = await Promise.all([
    as(staker)('POST', '/api/Staking/redeem', { id }),
    as(staker)('POST', '/api/Staking/redeem', { id }),
  ]);
  expect(redeems.map((r) => r.status).sort()).toEqual([200, 409]);
  expect(redeems.find((r) => r.status === 409)!.body.error).toBe('stake.error.closed');
  expect(redeems.find((r) => r.status === 200)!.body).toMatchObject({ status: 2, closedAt: expect.any(String) });
  expect(await balances(staker)).toEqual({ USDT: '1003.945205/0' });
  expect((await as(staker)('POST', '/api/Staking/redeem', { id })).status).toBe(409);
  expect(await balances(staker)).toEqual({ USDT: '1003.945205/0' });
  await admin()('PUT', `/api/staking-plans/${usdtPlan.id}`, { aprPercent: '8' });
});

test('a stake cancelled before its end gives the amount back without a reward, once', async () => {
  const { id } = (await stake(staker, { amount: '100' })).body as { id: number };
  expect(await balances(staker)).toEqual({ USDT: '903.945205/100' });
  const cancelled = await as(staker)('POST', '/api/Staking/cancel', { id });
  expect(cancelled.body).toMatchObject({ status: 3, closedAt: expect.any(String) });
  expect(await balances(staker)).toEqual({ USDT: '1003.945205/0' });
  const twice = await as(staker)('POST', '/api/Staking/cancel', { id }, 'tr');
  expect(twice.body).toMatchObject({ error: 'stake.error.closed', message: 'Bu stake zaten kapandı.' });
  await age(id, 31);
  expect((await as(staker)('POST', '/api/Staking/redeem', { id })).status).toBe(409);
  expect(await balances(staker)).toEqual({ USDT: '1003.945205/0' });
});

test('stakes change only through their calls; a plan’s coin is fixed once it has stakes', async () => {
  const active = (await stake(staker, { amount: '50' })).body as { id: number };
  expect((await as(staker)('POST', '/api/stakes', { stakingPlanId: usdtPlan.id, amount: '50' })).status).toBe(403);
  expect((await as(staker)('POST', `/api/stakes/${active.id}/actions/cancel`)).status).toBe(403);
  expect((await admin()('PUT', `/api/stakes/${active.id}`, { reward: '100' })).body.details).toEqual([
    expect.objectContaining({ path: '/reward', error: 'common.error.readonly' }),
  ]);
  expect((await admin()('PUT', `/api/stakes/${active.id}`, { amount: '1' })).body.error).toBe(
    'stake.error.active_unchangeable',
  );
  expect((await admin()('DELETE', `/api/stakes/${active.id}`)).status).toBe(403);
  const coin = await admin()('PUT', `/api/staking-plans/${usdtPlan.id}`, { coinId: coins.BTC });
  expect(coin.body).toMatchObject({ error: 'stakingplan.error.hasstakes' });
  // An administrator may still cancel a stake from the dashboard: the same rules, the same release.
  expect((await admin()('POST', `/api/stakes/${active.id}/actions/cancel`)).body.status).toBe(3);
  expect(await balances(staker)).toEqual({ USDT: '1003.945205/0' });
  const theirs = (await as(other)('GET', '/api/stakes')).body as unknown[];
  expect(theirs).toEqual([]);
});

test('getMyStakes pages the caller’s stakes, newest first, narrowed by status', async () => {
  const mine = await as(staker)('GET', '/api/Staking/getMyStakes');
  expect(mine.body.totalCount).toBe(3);
  expect(mine.body.data.map((s: { status: number }) => s.status)).toEqual([3, 3, 2]);
  expect((await as(staker)('GET', '/api/Staking/getMyStakes?status=2')).body).toMatchObject({
    totalCount: 1,
    data: [{ reward: '3.945205' }],
  });
  expect((await as(staker)('GET', '/api/Staking/getMyStakes?pageIndex=1&pageSize=2')).body.data).toHaveLength(1);
  expect((await as(other)('GET', '/api/Staking/getMyStakes')).body.totalCount).toBe(0);
});

test('the journal replayed gives the balances the wallets show', async () => {
  const rows = (await ctx.server.dataSource.query('SELECT entry FROM exchange_journal ORDER BY id')) as {
    entry: JournalEntry;
  }[];
  const replayed = new ExchangeBook();
  for (const row of rows) replayed.apply(row.entry);
  const live = await ctx.server.app.get(ExchangeWriter).read((book) => book.snapshot());
  expect(replayed.snapshot()).toEqual(live);
  expect(replayed.ledger.balanceOf(String(staker.id), String(coins.USDT))).toEqual({
    available: 1_003_945_205n,
    held: 0n,
  });
});
