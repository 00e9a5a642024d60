/**
 * @engines pglite postgres
 * Counts, sums and days computed in SQL, in the session's time zone.
 */
import { Decimal } from 'decimal.js';
import { call, listQuery } from '../support/http.js';
import { closedOrder, orderRefs } from '../support/orders.js';
import { signedInCustomer, useServer } from '../support/server.js';

// GET /api/meta/kpis: the home's figures (x-kpis), counted and summed in SQL, equal to what the lists show with the
// figure's own filter; a customer without back-office rights gets none.
const ctx = useServer();

interface Figure {
  entity: string;
  resource: string;
  name: string;
  measure: 'count' | 'sum';
  value: string;
  since: string;
  currency?: { id: number; symbol: string; decimals: number };
  filter: Record<string, unknown>;
  series?: { at: string; value: string }[];
}

const admin = (method: string, path: string, body?: object) =>
  call(ctx.server.url, method, path, { token: ctx.token, body });
const figures = async (token = ctx.token) =>
  (await call<Figure[]>(ctx.server.url, 'GET', '/api/meta/kpis', { token })).body;
const one = (all: Figure[], name: string, symbol?: string) =>
  all.find((f) => f.name === name && (symbol === undefined || f.currency?.symbol === symbol));
const sql = (text: string, params: unknown[] = []) => ctx.server.dataSource.query(text, params);
const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

/** What the list shows with the figure's filter: its total for a count, the sum of the field for a sum. */
async function fromList(f: Figure, field?: string): Promise<string> {
  const res = await admin('GET', `/api/${f.resource}${listQuery({ filter: f.filter, range: [0, 999] })}`);
  expect(res.status).toBe(200);
  if (f.measure === 'count') return res.headers.get('content-range')!.split('/')[1];
  return (res.body as Record<string, string>[]).reduce((t, r) => t.plus(r[field!]), new Decimal(0)).toFixed();
}

test('every figure equals what its list shows, and the home declares the five figures', async () => {
  const all = await figures();
  expect(new Set(all.map((f) => f.name))).toEqual(
    new Set(['todaySales', 'openOrders', 'openTickets', 'waitingWithdrawals', 'newCustomers']),
  );
  for (const f of all) expect(await fromList(f, 'totalPrice')).toBe(f.value);
});

test('counts follow the records: where filter, since window and the chart by day', async () => {
  const before = await figures();
  // Tickets: two open, one resolved (the where filter leaves it out).
  const unit = (await admin('GET', '/api/units')).body[0];
  const priority = (await admin('GET', '/api/ticket-priorities')).body[0];
  const [customer] = (await admin('GET', `/api/customers${listQuery({ range: [0, 0] })}`)).body;
  const tickets = [];
  for (const title of ['Kpi one', 'Kpi two', 'Kpi three']) {
    const t = await admin('POST', '/api/tickets', {
      title,
      customerId: customer.id,
      unitId: unit.id,
      priorityId: priority.id,
    });
    expect(t.status).toBe(201);
    tickets.push(t.body);
  }
  expect((await admin('POST', `/api/tickets/${tickets[2].id}/actions/resolve`, {})).status).toBe(200);

  // Customers: three new ones, one of them made ten days ago (outside the week, inside the 14-day chart).
  const made = [];
  for (const username of ['kpi.newcomer1', 'kpi.newcomer2', 'kpi.oldtimer1']) {
    made.push((await admin('POST', '/api/customers', { username, email: `${username}@example.com` })).body);
  }
  await sql(`UPDATE customers SET created_at = now() - interval '10 days' WHERE id = $1`, [made[2].id]);

  const after = await figures();
  const delta = (name: string) => Number(one(after, name)!.value) - Number(one(before, name)!.value);
  expect(delta('openTickets')).toBe(2);
  expect(delta('newCustomers')).toBe(2);
  const newCustomers = one(after, 'newCustomers')!;
  expect(newCustomers).toMatchObject({ since: 'week', filter: { createdAt_gte: `${daysAgo(6)}T00:00:00.000Z` } });
  expect(newCustomers.series).toHaveLength(14);
  expect(newCustomers.series!.at(-1)!.at).toBe(today());
  // The week is the chart's last seven days; the customer of ten days ago is on the chart, on their day.
  const week = newCustomers.series!.slice(-7).reduce((t, p) => t + Number(p.value), 0);
  expect(week).toBe(Number(newCustomers.value));
  const tenDaysAgo = (f: Figure[]) => Number(one(f, 'newCustomers')!.series!.find((p) => p.at === daysAgo(10))!.value);
  expect(tenDaysAgo(after) - tenDaysAgo(before)).toBe(1);
  for (const name of ['openTickets', 'newCustomers'])
    expect(await fromList(one(after, name)!)).toBe(one(after, name)!.value);
});

test("today's sales sum the orders closed today, per coin, exactly; open orders end at delivery", async () => {
  const refs = await orderRefs(ctx.server, ctx.token, 'Kpi payment');
  const before = await figures();
  const sales = (f: Figure[]) => new Decimal(one(f, 'todaySales', 'TRY')?.value ?? 0);
  const first = await closedOrder(ctx.server, ctx.token, refs, 'kpi.first', { price: '1250.125', stockQuantity: 9 }, 2);
  const second = await closedOrder(ctx.server, ctx.token, refs, 'kpi.second', { price: '10.01', stockQuantity: 9 }, 3);
  const earlier = await closedOrder(ctx.server, ctx.token, refs, 'kpi.earlier', { price: '7', stockQuantity: 9 }, 1);
  // Closed three days ago: outside today, on the chart three points before the last.
  await sql(`UPDATE product_orders SET closed_date = now() - interval '3 days' WHERE id = $1`, [earlier.order.id]);

  const after = await figures();
  const added = new Decimal(first.order.totalPrice).plus(second.order.totalPrice);
  expect(added.isZero()).toBe(false);
  expect(sales(after).minus(sales(before)).toFixed()).toBe(added.toFixed());
  const figure = one(after, 'todaySales', 'TRY')!;
  expect(figure.currency).toMatchObject({ symbol: 'TRY', decimals: expect.any(Number) });
  expect(figure.filter).toMatchObject({ coinId: refs.coinId, isPurchased: false, isClosed: true });
  expect(figure.series).toHaveLength(14);
  expect(figure.series!.at(-1)).toEqual({ at: today(), value: figure.value });
  const point = (f: Figure[]) => new Decimal(one(f, 'todaySales', 'TRY')?.series?.at(-4)?.value ?? 0);
  expect(point(after).minus(point(before)).toFixed()).toBe(new Decimal(earlier.order.totalPrice).toFixed());
  expect(await fromList(figure, 'totalPrice')).toBe(figure.value);

  // Open orders: placed and not yet delivered.
  const open = (f: Figure[]) => Number(one(f, 'openOrders')!.value);
  expect(open(after) - open(before)).toBe(3);
  for (const action of ['markPaid', 'setShipped', 'markDelivered']) {
    const res = await admin('POST', `/api/product-orders/${first.order.id}/actions/${action}`, {});
    expect([action, res.status]).toEqual([action, 200]);
  }
  expect(open(await figures()) - open(after)).toBe(-1);
});

test('a customer without back-office rights gets none of the figures; a visitor is refused', async () => {
  const customer = await signedInCustomer(ctx.server, ctx.token, 'kpi.customer', 'kpi-customer-pass-1');
  const res = await call<Figure[]>(ctx.server.url, 'GET', '/api/meta/kpis', { token: customer.token });
  expect(res.status).toBe(200);
  expect(res.body).toEqual([]);
  expect((await call(ctx.server.url, 'GET', '/api/meta/kpis')).status).toBe(401);
});
