/**
 * @engines pglite postgres
 * The price comparison (theme_torob) as the server reads it: offers, price history from the record history, lists.
 */
import type { PriceComparisonView, StorefrontState } from '@saray/contracts/storefront/state';
import { call, listQuery } from '../support/http.js';
import { statementsDuring } from '../support/query-log.js';
import { useServer } from '../support/server.js';
import { setStoreTheme } from '../support/storefront.js';

/** What the test adds: removed at the end (before the server stops), offers before their products. */
const made: { resource: string; id: number }[] = [];
afterAll(async () => {
  for (const { resource, id } of made) await api('DELETE', `/api/${resource}/${id}`);
});
const ctx = useServer();
const api = (method: string, path: string, body?: object) =>
  call(ctx.server.url, method, path, { token: ctx.token, body });
/** The state a storefront page was drawn from. */
const stateOf = async (path: string): Promise<StorefrontState> => {
  const html = await (await fetch(ctx.server.url + path)).text();
  const json = /<script id="storefront-state" type="application\/json">(.*?)<\/script>/s.exec(html)![1];
  return JSON.parse(json) as StorefrontState;
};
const comparisonOf = async (path: string): Promise<PriceComparisonView> => (await stateOf(path)).data.priceComparison!;
const bySku = async (sku: string) => (await api('GET', `/api/products${listQuery({ filter: { sku } })}`)).body[0];
const DAY = 24 * 60 * 60 * 1000;

const create = async (resource: string, body: object) => {
  const res = await api('POST', `/api/${resource}`, body);
  expect([resource, res.status]).toEqual([resource, 201]);
  made.unshift({ resource, id: res.body.id });
  return res.body;
};

beforeAll(() => setStoreTheme(ctx.server.url, ctx.token, 'theme_torob'));

test('the home lists the demo products whose lowest price fell in the last 30 days, the largest fall first', async () => {
  const { drops = [], categories = [], summaries = {} } = await comparisonOf('/en');
  const demo = ['HK-6101', 'EL-5001', 'CM-7001', 'PH-1002', 'LT-2001'];
  expect(drops.map((d) => d.product.sku).filter((sku) => demo.includes(sku))).toEqual(demo);
  const phone = drops.find((d) => d.product.sku === 'PH-1002')!;
  // 30 days ago the lowest was Reza Karimi's 539; now it is his 519.
  expect([phone.was, phone.now]).toEqual(['539.00', '519.00']);
  expect(summaries[phone.product.id]).toEqual({ lowest: '519.00', sellers: 5, inStock: true });
  // The categories the demo shows on the home page, in the visitor's language.
  expect(categories.map((c) => c.name)).toEqual(expect.arrayContaining(['Phones', 'Laptops', 'Carpets']));
  expect((await comparisonOf('/fa')).categories!.map((c) => c.name)).toContain('گوشی موبایل');
});

test('a product page compares its own offer and its sellers’ offers, in stock first, lowest price first', async () => {
  const [coin] = (await api('GET', `/api/coins${listQuery({ filter: { symbol: 'USDT' } })}`)).body;
  const [type] = (await api('GET', `/api/product-types${listQuery({ filter: { systemKeyword: 'relational' } })}`)).body;
  const product = await create('products', {
    name: { en: 'Sample kettle', fa: 'کتری نمونه', tr: 'Örnek çaydanlık' },
    sku: 'CMP-1',
    price: '100.00',
    stockQuantity: 5,
    baseCoinId: coin.id,
    productTypeId: type.id,
  });
  const seller = (firstName: string) =>
    create('customers', { username: `seller.${firstName.toLowerCase()}`, firstName, lastName: 'Seller' });
  const offer = async (sku: string, firstName: string, price: string, stockQuantity: number) =>
    create('products', {
      name: `Sample kettle from ${firstName}`,
      sku,
      price,
      stockQuantity,
      baseCoinId: coin.id,
      productTypeId: type.id,
      entityName: 'Product',
      entityId: product.id,
      sellerId: (await seller(firstName)).id,
    });
  const cheapestButGone = await offer('CMP-1-A', 'Arash', '95.00', 0);
  const cheaper = await offer('CMP-1-B', 'Bahar', '97.00', 3);
  await offer('CMP-1-C', 'Cemile', '105.00', 2);
  // An offer in another coin does not compare.
  const [btc] = (await api('GET', `/api/coins${listQuery({ filter: { symbol: 'BTC' } })}`)).body;
  await create('products', {
    name: 'Sample kettle for bitcoin',
    sku: 'CMP-1-D',
    price: '0.001',
    baseCoinId: btc.id,
    productTypeId: type.id,
    entityName: 'Product',
    entityId: product.id,
  });

  const { offers = [] } = await comparisonOf(`/en/p/${product.guid}`);
  expect(offers.map((o) => [o.seller, o.price, o.stockQuantity])).toEqual([
    ['Bahar Seller', '97.00', 3],
    [null, '100.00', 5],
    ['Cemile Seller', '105.00', 2],
    ['Arash Seller', '95.00', 0],
  ]);
  // An offer's own page compares the same offers.
  const fromOffer = await comparisonOf(`/en/p/${cheaper.guid}`);
  expect(fromOffer.offers!.map((o) => o.id)).toEqual(offers.map((o) => o.id));

  // A price written through the API is in the history at once: the lowest price now is the new one.
  expect((await api('PUT', `/api/products/${cheapestButGone.id}`, { price: '90.00' })).status).toBe(200);
  const { history } = await comparisonOf(`/fa/p/${product.guid}`);
  expect(history!.points.map((p) => p.price)).toEqual(['100.00', '95.00', '90.00', '90.00']);
  expect([history!.min, history!.max, history!.current]).toEqual(['90', '100', '90.00']);
  // Lists show the product once, its offers summed up: the lowest in stock, from four sellers.
  const listed = await stateOf(`/en/p?q=${encodeURIComponent('Sample kettle')}`);
  expect(listed.data.products!.map((p) => p.sku)).toEqual(['CMP-1']);
  expect(listed.data.priceComparison!.summaries![product.id]).toEqual({ lowest: '97.00', sellers: 4, inStock: true });
});

test('the demo phone’s history is its lowest price over the months, from the dated history rows', async () => {
  const phone = await bySku('PH-1002');
  const { offers = [], history } = await comparisonOf(`/fa/p/${phone.guid}`);
  expect(offers.map((o) => o.price)).toEqual(['519.00', '524.50', '529.00', '535.00', '549.90']);
  expect(offers.at(-1)).toMatchObject({ seller: 'Mehmet Yılmaz', stockQuantity: 0 });
  const prices = history!.points.map((p) => p.price);
  expect(prices).toEqual(['579.00', '569.00', '559.00', '539.00', '532.00', '525.00', '519.00', '519.00']);
  const times = history!.points.map((p) => Date.parse(p.at));
  expect(times).toEqual([...times].sort((a, b) => a - b));
  // The shop's first price 150 days before the demo was loaded; the last point is now.
  expect(Math.round((Date.now() - times[0]) / DAY)).toBe(150);
  expect(Date.now() - times.at(-1)!).toBeLessThan(60_000);
  expect([history!.min, history!.max, history!.current]).toEqual(['519', '579', '519.00']);
});

test('a category lists each compared product once with its lowest price and its sellers', async () => {
  const phone = await bySku('PH-1002');
  const category = (await api('GET', `/api/categories/${phone.categoryId}`)).body;
  const state = await stateOf(`/en/cat/product/${category.guid}`);
  const skus = state.data.products!.map((p) => p.sku);
  expect(skus).toContain('PH-1002');
  expect(skus.filter((sku) => sku.startsWith('PH-1002-'))).toEqual([]);
  expect(state.data.priceComparison!.summaries![phone.id]).toEqual({ lowest: '519.00', sellers: 5, inStock: true });
});

test('a product page reads the same statements for one offer or many, and other themes read none of it', async () => {
  const products = await Promise.all(['PH-1002', 'CM-7001'].map(bySku));
  // Each address once, so the page cache answers none of them.
  let visit = 0;
  const count = async (guid: string) =>
    (
      await statementsDuring(ctx.server.dataSource, () => fetch(`${ctx.server.url}/en/p/${guid}?visit=${++visit}`))
    ).filter((q) => !/^(START TRANSACTION|BEGIN|COMMIT|ROLLBACK)/i.test(q));
  await count(products[0].guid);
  const [five, four] = [await count(products[0].guid), await count(products[1].guid)];
  expect(five.length).toBe(four.length);
  expect(five.filter((q) => q.includes('record_histories'))).toHaveLength(1);

  await setStoreTheme(ctx.server.url, ctx.token, 'official');
  const official = await stateOf(`/en/p/${products[0].guid}`);
  expect(official.data.priceComparison).toBeUndefined();
  expect((await count(products[0].guid)).filter((q) => q.includes('record_histories'))).toEqual([]);
  await setStoreTheme(ctx.server.url, ctx.token, 'theme_torob');
});
