import { byInterest, figureLink, figureText, type KpiFigure, type ListScreens } from '../../admin/src/home/figures.js';

// How the home's cards write a figure and where they lead.
const figure = (over: Partial<KpiFigure>): KpiFigure => ({
  entity: 'ProductOrder',
  resource: 'product-orders',
  name: 'openOrders',
  label: 'dashboard.kpi.openorders',
  measure: 'count',
  value: '1234',
  since: 'all',
  filter: {},
  ...over,
});

const orders: ListScreens = {
  resource: 'product-orders',
  operations: ['list', 'view'],
  route: {
    allowed: true,
    paths: ['/dashboard/ProductOrders/Sales', '/dashboard/ProductOrders/Purchases'],
    presets: [{ isPurchased: false }, { isPurchased: true }],
  },
};

test("a sum is written to its coin's decimals, exactly, in the reader's digits, with the coin", () => {
  const sales = figure({ measure: 'sum', value: '1234567.8', currency: { id: 1, symbol: 'TRY', decimals: 2 } });
  expect(figureText(sales, 'en')).toBe('1,234,567.80\u00a0TRY');
  expect(figureText(sales, 'fa')).toBe('۱٬۲۳۴٬۵۶۷٫۸۰\u00a0TRY');
  expect(figureText({ ...sales, value: '90071992547409931.5' }, 'en')).toBe('90,071,992,547,409,931.50\u00a0TRY');
  expect(figureText(figure({}), 'fa')).toBe('۱٬۲۳۴');
});

test('a card leads to the list path whose preset its filter agrees with, without repeating the preset', () => {
  const open = figure({ filter: { isPurchased: false, isClosed: true, createdAt_gte: '2026-03-04T00:00:00.000Z' } });
  const link = figureLink(open, [orders])!;
  const [path, query] = link.split('?');
  expect(path).toBe('/ProductOrders/Sales/List');
  expect(JSON.parse(new URLSearchParams(query).get('filter')!)).toEqual({
    isClosed: true,
    createdAt_gte: '2026-03-04T00:00:00.000Z',
  });
  expect(figureLink(figure({ filter: { isPurchased: true } }), [orders])).toMatch(/^\/ProductOrders\/Purchases\/List/);
  // No list screen for the caller: no link.
  expect(figureLink(open, [{ ...orders, route: { ...orders.route, allowed: false } }])).toBeUndefined();
  expect(figureLink(open, [])).toBeUndefined();
});

test('money first, then the shortest windows, then what is waiting', () => {
  const names = [
    figure({ name: 'tickets', since: 'all' }),
    figure({ name: 'customers', since: 'week' }),
    figure({ name: 'sales', since: 'today', measure: 'sum' }),
    figure({ name: 'signups', since: 'today' }),
  ]
    .sort(byInterest)
    .map((f) => f.name);
  expect(names).toEqual(['sales', 'signups', 'customers', 'tickets']);
});
