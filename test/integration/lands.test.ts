/**
 * @engines pglite postgres
 * Purchases, bids and loans under concurrent callers, and funds held and spent in the same transaction as the sale.
 */
import { loanSchedule } from '../../backend/src/modules/lands/loan-schedule.js';
import { call, listQuery } from '../support/http.js';
import { shoppers, useServer } from '../support/server.js';
import { snapshot } from '../support/snapshot.js';

// The land sale: parcels of the planet bought at a fixed price or won at auction, paid from the exchange's wallets
// through its journal, and loans that finance part of a fixed price. The server decides every rule.
const ctx = useServer();
type Customer = { id: number; username: string; token: string };
let customers: Customer[];
let usdt: number;
let btc: number;
let areaId: number;
let nextX = 600;

const as = (t: Customer | string) => (method: string, path: string, body?: object, lang?: string) =>
  call(ctx.server.url, method, path, {
    token: typeof t === 'string' ? t : t.token,
    body,
    headers: lang ? { lang } : {},
  });
const admin = () => as(ctx.token);
/** A customer's USDT as available/held. */
const usdtOf = async (t: Customer) => {
  const rows = (await as(t)('GET', '/api/Wallets/getMyBalances')).body as {
    coinId: number;
    available: string;
    held: string;
  }[];
  const b = rows.find((r) => r.coinId === usdt);
  return b ? `${b.available}/${b.held}` : '0/0';
};
const deposit = async (t: Customer, amount: string) =>
  expect((await admin()('POST', '/api/Wallets/deposit', { customerId: t.id, coinId: usdt, amount })).status).toBe(201);
/** A parcel of the test's own, on ground no other parcel uses. */
const parcel = async (values: object) => {
  const x = (nextX += 10);
  const res = await admin()('POST', '/api/lands', {
    title: `Test parcel ${x}`,
    areaId,
    x,
    y: 600,
    width: 4,
    height: 4,
    coinId: usdt,
    ...values,
  });
  expect(res).toMatchObject({ status: 201 });
  return res.body as { id: number; title: string };
};
const inOneHour = () => new Date(Date.now() + 3_600_000).toISOString();
const land = async (id: number) => (await admin()('GET', `/api/lands/${id}`)).body;

beforeAll(async () => {
  customers = await shoppers(ctx.server, ctx.token, 'lands', 6);
  const coins = (await admin()('GET', `/api/coins${listQuery({ range: [0, 99] })}`)).body as {
    id: number;
    symbol: string;
  }[];
  usdt = coins.find((c) => c.symbol === 'USDT')!.id;
  btc = coins.find((c) => c.symbol === 'BTC')!.id;
  const area = await admin()('POST', '/api/land-areas', { name: 'Test valley', color: '#336699' });
  expect(area.status).toBe(201);
  areaId = area.body.id;
  for (const c of customers) await deposit(c, '1000');
});

describe('parcels', () => {
  test('parcels never overlap, amounts fit the coin, an auction ends in the future, drafts stay hidden', async () => {
    const first = await parcel({ price: '100' });
    const overlap = await admin()(
      'POST',
      '/api/lands',
      { title: 'Overlapping', areaId, x: nextX + 2, y: 602, width: 4, height: 4, coinId: usdt, price: '10' },
      'tr',
    );
    expect(overlap.status).toBe(400);
    expect(overlap.body).toMatchObject({
      error: 'land.error.overlaps',
      message: `Bu parsel ${first.title} ile üst üste biniyor: parseller aynı zemini paylaşamaz.`,
      details: [{ path: '/x' }],
    });
    // Touching edges is not overlapping.
    const beside = { title: 'Beside', areaId, x: nextX + 4, y: 600, width: 2, height: 2, coinId: usdt, price: '10' };
    const touching = await admin()('POST', '/api/lands', beside);
    expect(touching.status).toBe(201);
    expect((await admin()('PUT', `/api/lands/${touching.body.id}`, { x: nextX + 3 })).body.error).toBe(
      'land.error.overlaps',
    );
    nextX += 10;

    const fine = await admin()('POST', '/api/lands', { ...beside, x: (nextX += 10), price: '1.0000001' });
    expect(fine.body).toMatchObject({ error: 'exchange.error.invalidamount', details: [{ path: '/price' }] });
    const noPrice = await admin()('POST', '/api/lands', { ...beside, x: (nextX += 10), price: null });
    expect(noPrice.body).toMatchObject({ error: 'land.error.pricerequired' });
    const past = await admin()('POST', '/api/lands', {
      ...beside,
      x: (nextX += 10),
      saleKind: 2,
      minimumBid: '10',
      auctionEndsAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.body).toMatchObject({ error: 'land.error.endpast', details: [{ path: '/auctionEndsAt' }] });

    const draft = await parcel({ price: '100', isPublished: false });
    expect((await call(ctx.server.url, 'GET', `/api/lands/${draft.id}`)).status).toBe(404);
    expect((await call(ctx.server.url, 'GET', `/api/Lands/getLand?id=${draft.id}`)).status).toBe(404);
    expect((await as(customers[0])('POST', '/api/Lands/buy', { landId: draft.id })).status).toBe(404);
    const map = (await call(ctx.server.url, 'GET', '/api/Lands/getMap')).body as { lands: { id: number }[] };
    expect(map.lands.map((l) => l.id)).toContain(first.id);
    expect(map.lands.map((l) => l.id)).not.toContain(draft.id);
    // Customers cannot draw parcels nor change their state.
    expect((await as(customers[0])('POST', '/api/lands', { ...beside, x: (nextX += 10) })).status).toBe(403);
    expect((await as(customers[0])('PUT', `/api/lands/${first.id}`, { price: '1' })).status).toBe(403);
  });
});

describe('buying at a fixed price', () => {
  test('concurrent buyers: one buys, once; the others are refused and keep their money', async () => {
    const { id } = await parcel({ price: '250' });
    const buyers = customers.slice(0, 4);
    const journal = (await snapshot(ctx.server.dataSource, 'exchange_journal')).length;
    const answers = await Promise.all(
      [...buyers, buyers[0]].map((b) => as(b)('POST', '/api/Lands/buy', { landId: id }, 'fa')),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.status === 409))
      expect(refused.body).toMatchObject({ error: 'land.error.notforsale', message: 'این زمین اکنون فروشی نیست.' });
    const sold = await land(id);
    const winner = buyers.find((b) => b.id === sold.ownerId)!;
    expect(sold).toMatchObject({ state: 3, soldPrice: '250', ownerId: winner.id, soldAt: expect.any(String) });
    expect(await usdtOf(winner)).toBe('750/0');
    for (const b of buyers.filter((b) => b !== winner)) expect(await usdtOf(b)).toBe('1000/0');
    // One hold and its spend: the price left the wallet exactly once.
    const entries = (await snapshot(ctx.server.dataSource, 'exchange_journal')).slice(journal) as {
      kind: string;
      entry: { account: string; amount: string };
    }[];
    expect(entries.map((e) => [e.kind, e.entry.account, e.entry.amount])).toEqual([
      ['hold', String(winner.id), '250000000'],
      ['spend', String(winner.id), '250000000'],
    ]);
    // The page says what happened, in the buyer's language.
    const mine = (await as(winner)('GET', '/api/Lands/getMine')).body;
    expect(mine.lands.map((l: { id: number }) => l.id)).toContain(id);
    expect((await admin()('PUT', `/api/lands/${id}`, { price: '1' })).body.error).toBe('land.error.taken_unchangeable');
    expect((await admin()('PUT', `/api/lands/${id}`, { title: 'Renamed after sale' })).status).toBe(200);
  });

  test('a buyer without the money is refused and nothing moves', async () => {
    const { id } = await parcel({ price: '5000' });
    const journal = await snapshot(ctx.server.dataSource, 'exchange_journal');
    const poor = await as(customers[5])('POST', '/api/Lands/buy', { landId: id }, 'en');
    expect(poor.status).toBe(400);
    expect(poor.body).toMatchObject({
      error: 'land.error.insufficientfunds',
      message: 'Your available balance is not enough to pay 5000 USDT.',
    });
    expect(await snapshot(ctx.server.dataSource, 'exchange_journal')).toEqual(journal);
    expect((await land(id)).state).toBe(1);
    expect((await call(ctx.server.url, 'POST', '/api/Lands/buy', { body: { landId: id } })).status).toBe(401);
  });
});

describe('auctions', () => {
  test('bids: too low refused, the leader’s hold released when outbid, closed refused, settled to the highest', async () => {
    const [a, b, c] = customers.slice(3, 6);
    const start = Object.fromEntries(await Promise.all([a, b, c].map(async (x) => [x.id, await usdtOf(x)])));
    const { id } = await parcel({ saleKind: 2, minimumBid: '100', bidStep: '10', auctionEndsAt: inOneHour() });
    const bid = (x: Customer, amount: string, lang?: string) =>
      as(x)('POST', '/api/Lands/bid', { landId: id, amount }, lang);

    const low = await bid(a, '99.5', 'fa');
    expect(low.status).toBe(400);
    expect(low.body).toMatchObject({
      error: 'landbid.error.toolow',
      message: 'پیشنهاد شما باید دست‌کم 100 USDT باشد.',
      details: [{ path: '/amount' }],
    });
    expect((await bid(a, '100')).status).toBe(201);
    expect(await usdtOf(a)).toBe(held(start[a.id], '100'));
    expect((await bid(b, '105', 'en')).body).toMatchObject({
      error: 'landbid.error.toolow',
      message: 'Your bid must be at least 110 USDT.',
    });
    expect((await bid(b, '110')).status).toBe(201);
    // Outbid: the first bid's amount is back.
    expect(await usdtOf(a)).toBe(start[a.id]);
    expect(await usdtOf(b)).toBe(held(start[b.id], '110'));
    expect((await bid(a, '5000')).body).toMatchObject({ error: 'landbid.error.insufficientfunds' });
    expect(await usdtOf(b)).toBe(held(start[b.id], '110'));

    // Two bids of the same amount at once: the first taken, the second below the new minimum.
    const race = await Promise.all([bid(a, '120'), bid(c, '120')]);
    expect(race.map((r) => r.status).sort()).toEqual([201, 400]);
    expect(race.find((r) => r.status === 400)!.body.error).toBe('landbid.error.toolow');
    const leader = race[0].status === 201 ? a : c;
    expect(await usdtOf(b)).toBe(start[b.id]);
    expect(await land(id)).toMatchObject({ highestBid: '120', bidCount: 3, state: 1 });

    // Bidders see their own bids only; the land's page shows amounts and times, never who.
    const own = (await as(b)('GET', `/api/land-bids${listQuery({ filter: { landId: id } })}`)).body as {
      customerId: number;
    }[];
    expect(own.map((x) => x.customerId)).toEqual([b.id]);
    const page = (await call(ctx.server.url, 'GET', `/api/Lands/getLand?id=${id}`)).body;
    expect(page.bids.map((x: { amount: string; leading: boolean }) => [x.amount, x.leading])).toEqual([
      ['120', true],
      ['110', false],
      ['100', false],
    ]);
    expect(JSON.stringify(page)).not.toContain(String(leader.username));
    expect(page.land).toMatchObject({ status: 'auction', nextBid: '130', highestBid: '120' });

    const fixed = await parcel({ price: '100' });
    expect((await as(a)('POST', '/api/Lands/bid', { landId: fixed.id, amount: '200' })).body.error).toBe(
      'landbid.error.notauction',
    );
    expect((await admin()('POST', `/api/lands/${id}/actions/settle`, { confirm: true })).body.error).toBe(
      'land.error.auctionopen',
    );
    expect((await admin()('PUT', `/api/lands/${id}`, { minimumBid: '1' })).body.error).toBe('land.error.hasbids');

    await ctx.server.dataSource.query(`UPDATE lands SET auction_ends_at = now() - interval '1 minute' WHERE id = $1`, [
      id,
    ]);
    const late = await bid(b, '500', 'en');
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ error: 'landbid.error.closed' });
    expect(late.body.message).toMatch(/^The auction ended at \d{4}-/);

    // The scheduled task settles it: the leading bid's held amount is spent and the land is its bidder's.
    const [task] = (await admin()('GET', `/api/schedule-tasks${listQuery({ filter: { type: 'landauctions' } })}`)).body;
    const run = await admin()('POST', `/api/ScheduleTasks/runNow?id=${task.id}`);
    expect(run.body).toMatchObject({ ok: true, result: { settled: [id] } });
    expect(await land(id)).toMatchObject({ state: 3, ownerId: leader.id, soldPrice: '120' });
    expect(await usdtOf(leader)).toBe(spent(start[leader.id], '120'));
    for (const x of [a, b, c].filter((x) => x !== leader)) expect(await usdtOf(x)).toBe(start[x.id]);
    const bids = (await admin()('GET', `/api/land-bids${listQuery({ filter: { landId: id }, sort: ['id', 'ASC'] })}`))
      .body as { state: number }[];
    expect(bids.map((x) => x.state)).toEqual([2, 2, 3]);
    expect((await admin()('POST', `/api/lands/${id}/actions/settle`, { confirm: true })).status).toBe(409);
    // A bid stays as it was made.
    const first = bids[0] as { id?: number };
    expect((await admin()('PUT', `/api/land-bids/${first.id}`, { amount: '1' })).body.error).toBe(
      'landbid.error.final',
    );
    expect((await admin()('DELETE', `/api/land-bids/${first.id}`)).status).toBe(403);
  });
});

describe('loans', () => {
  let plan: { id: number };

  beforeAll(async () => {
    const made = await admin()('POST', '/api/loan-plans', {
      name: 'Test loan plan',
      coinId: usdt,
      aprPercent: '12',
      maxLtvPercent: '70',
      minTermMonths: 6,
      maxTermMonths: 24,
      minPrincipal: '100',
      maxPrincipal: '5000',
    });
    expect(made.status).toBe(201);
    plan = made.body;
  });

  test('a request is checked against its plan and its land, and a refused one holds nothing', async () => {
    const [borrower] = customers;
    const { id } = await parcel({ price: '1000' });
    const ask = (body: object, lang?: string) =>
      as(borrower)(
        'POST',
        '/api/Loans/request',
        { loanPlanId: plan.id, landId: id, principal: '700', termMonths: 12, ...body },
        lang,
      );
    const journal = await snapshot(ctx.server.dataSource, 'exchange_journal');
    expect((await ask({ termMonths: 3 }, 'en')).body).toMatchObject({
      error: 'loan.error.term',
      message: 'Choose a term of 6 to 24 months.',
      details: [{ path: '/termMonths' }],
    });
    expect((await ask({ principal: '701' }, 'en')).body).toMatchObject({
      error: 'loan.error.abovelimit',
      message: 'This plan lends at most 700 USDT on this land (70% of its price).',
    });
    expect((await ask({ principal: '50' })).body.error).toBe('loan.error.belowminimum');
    expect((await ask({ principal: '0' })).body).toMatchObject({ details: [{ path: '/principal' }] });
    expect((await ask({ principal: 'lots' })).status).toBe(400);
    const btcLand = await parcel({ coinId: btc, price: '1' });
    expect((await ask({ landId: btcLand.id })).body.error).toBe('loan.error.coinmismatch');
    const auction = await parcel({ saleKind: 2, minimumBid: '10', auctionEndsAt: inOneHour() });
    expect((await ask({ landId: auction.id })).body.error).toBe('land.error.notforsale');
    const closed = await admin()('POST', '/api/loan-plans', {
      ...plan,
      id: undefined,
      name: 'Closed plan',
      isActive: false,
    });
    expect((await ask({ loanPlanId: closed.body.id })).body.error).toBe('loan.error.planinactive');
    // The quote answers as the request would, for anyone.
    const quote = await call(ctx.server.url, 'POST', '/api/Loans/quote', {
      body: { loanPlanId: plan.id, landId: id, principal: '700', termMonths: 12 },
    });
    const rows = loanSchedule(700_000_000n, '12', 12);
    expect(quote.body).toMatchObject({
      price: '1000',
      principal: '700',
      downPayment: '300',
      installment: String(Number(rows[0].amount) / 1e6),
      coin: 'USDT',
    });
    expect(quote.body.schedule).toHaveLength(12);
    expect(await snapshot(ctx.server.dataSource, 'exchange_journal')).toEqual(journal);

    const poorLand = await parcel({ price: '4000' });
    const poor = await ask({ landId: poorLand.id, principal: '2000' }, 'fa');
    expect(poor.body).toMatchObject({
      error: 'loan.error.insufficientfunds',
      message: 'موجودی در دسترس شما برای پرداخت 2000 USDT کافی نیست.',
    });
    expect(await snapshot(ctx.server.dataSource, 'exchange_journal')).toEqual(journal);
    expect((await land(poorLand.id)).state).toBe(1);
  });

  test('a request holds the down payment and reserves the land; approval sells it; customers see only their own', async () => {
    const [borrower, other] = customers.slice(1, 3);
    const before = await usdtOf(borrower);
    const { id } = await parcel({ price: '1000' });
    const made = await as(borrower)('POST', '/api/Loans/request', {
      loanPlanId: plan.id,
      landId: id,
      principal: '700',
      termMonths: 12,
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ state: 1, price: '1000', downPayment: '300', customerId: borrower.id });
    expect(await usdtOf(borrower)).toBe(held(before, '300'));
    expect(await land(id)).toMatchObject({ state: 2, ownerId: borrower.id });
    // Reserved: nobody else can buy it or ask for a loan on it.
    expect((await as(other)('POST', '/api/Lands/buy', { landId: id })).body.error).toBe('land.error.notforsale');

    // Customers see their own loans only.
    const loanId = made.body.id as number;
    expect((await as(other)('GET', `/api/loans/${loanId}`)).status).toBe(404);
    expect((await as(other)('GET', '/api/loans')).body).toEqual([]);
    expect((await as(other)('GET', '/api/Loans/getMyLoans')).body).toMatchObject({ totalCount: 0, data: [] });
    expect((await as(other)('POST', '/api/Loans/cancel', { id: loanId })).status).toBe(404);
    expect((await as(borrower)('GET', '/api/Loans/getMyLoans')).body).toMatchObject({
      totalCount: 1,
      data: [{ id: loanId, landTitle: expect.stringMatching(/^Test parcel/), coin: 'USDT' }],
    });
    // Only staff decide a loan, and never the one who asked for it.
    expect((await as(borrower)('POST', `/api/loans/${loanId}/actions/approve`, {})).status).toBe(403);
    expect((await as(borrower)('PUT', `/api/loans/${loanId}`, { note: 'mine' })).status).toBe(403);

    const approved = await admin()('POST', `/api/loans/${loanId}/actions/approve`, {});
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ state: 2, approvedAt: expect.any(String) });
    expect(approved.body.schedule[0].dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await usdtOf(borrower)).toBe(spent(before, '300'));
    expect(await land(id)).toMatchObject({ state: 3, ownerId: borrower.id, soldPrice: '1000' });

    const paid = await as(borrower)('POST', '/api/Loans/repay', { id: loanId });
    expect(paid.status).toBe(200);
    const instalment = approved.body.schedule[0].amount as string;
    expect(paid.body).toMatchObject({ paidInstallments: 1, repaid: instalment, state: 2 });
    expect(await usdtOf(borrower)).toBe(spent(spent(before, '300'), instalment));
    expect((await admin()('PUT', `/api/loans/${loanId}`, { principal: '1' })).body.error).toBe(
      'loan.error.unchangeable',
    );
    expect((await admin()('PUT', `/api/loans/${loanId}`, { note: 'Paid on time' })).status).toBe(200);
  });

  test('cancelling a request gives the down payment back and puts the land on sale again', async () => {
    const borrower = customers[2];
    const before = await usdtOf(borrower);
    const { id } = await parcel({ price: '400' });
    const made = await as(borrower)('POST', '/api/Loans/request', {
      loanPlanId: plan.id,
      landId: id,
      principal: '200',
      termMonths: 6,
    });
    expect(await usdtOf(borrower)).toBe(held(before, '200'));
    const cancels = await Promise.all([
      as(borrower)('POST', '/api/Loans/cancel', { id: made.body.id }),
      as(borrower)('POST', '/api/Loans/cancel', { id: made.body.id }),
    ]);
    expect(cancels.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await usdtOf(borrower)).toBe(before);
    expect(await land(id)).toMatchObject({ state: 1, ownerId: null });
    expect((await as(borrower)('POST', '/api/Loans/repay', { id: made.body.id })).body.error).toBe(
      'loan.error.notactive',
    );
  });
});

/** A balance "available/held" after an amount moved from available to held (decimals as the API writes them). */
function held(balance: string, amount: string): string {
  const [available, h] = balance.split('/').map(Number);
  return `${trim(available - Number(amount))}/${trim(h + Number(amount))}`;
}

/** A balance after an amount left the wallet for good (from held, when held; else from available). */
function spent(balance: string, amount: string): string {
  const [available, h] = balance.split('/').map(Number);
  return h >= Number(amount) && h > 0
    ? `${trim(available)}/${trim(h - Number(amount))}`
    : `${trim(available - Number(amount))}/${trim(h)}`;
}

const trim = (n: number) => String(Math.round(n * 1e6) / 1e6);
