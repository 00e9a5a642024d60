import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, type DataProvider } from 'ra-core';
import { DEMO_PRODUCTS } from '../../backend/src/db/demo-data.js';
import { DEMO_LISTINGS, DEMO_PROPERTY_CATEGORY } from '../../backend/src/db/demo-listings.js';
import { DEMO_OFFERS } from '../../backend/src/db/demo-offers.js';
import { useSharedServer } from '../support/shared-server.js';

// The real react-admin dataProvider against the real server: the protocol the dashboard depends on.
const ctx = useSharedServer();
let dp: DataProvider;
const created: { resource: string; id: number }[] = [];
// The demo catalogue the seed made: what the lists must find.
const demo = [
  ...DEMO_PRODUCTS,
  ...DEMO_LISTINGS.map((l) => ({ ...l, category: DEMO_PROPERTY_CATEGORY.name })),
  // The sellers' offers of the shop's products, in no category of their own.
  ...DEMO_OFFERS.map((o) => ({ ...o, category: '' })),
] as readonly {
  sku: string;
  price: string;
  category: string;
  markAsNew?: boolean;
  oldPrice?: string;
}[];
const demoSkus = (pick: (p: (typeof demo)[number]) => boolean) =>
  demo
    .filter(pick)
    .map((p) => p.sku)
    .sort();

beforeAll(() => {
  const httpClient = (url: string, options: fetchUtils.Options = {}) =>
    fetchUtils.fetchJson(url, { ...options, user: { authenticated: true, token: `Bearer ${ctx.token}` } });
  dp = simpleRestProvider(`${ctx.server.url}/api`, httpClient);
});

afterAll(async () => {
  for (const { resource, id } of created.reverse())
    await dp.delete(resource, { id, previousData: { id } }).catch(() => undefined);
});

async function make(resource: string, data: object) {
  const { data: record } = await dp.create(resource, { data });
  created.push({ resource, id: record.id as number });
  return record;
}

describe('ra-data-simple-rest against the generic API', () => {
  test('getList sorts, pages and reports the total through Content-Range', async () => {
    const { data, total } = await dp.getList('products', {
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'price', order: 'ASC' },
      filter: {},
    });
    expect(total).toBe(demo.length);
    expect(data).toHaveLength(5);
    const prices = data.map((p) => Number(p.price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const page3 = await dp.getList('products', {
      pagination: { page: 3, perPage: 5 },
      sort: { field: 'price', order: 'ASC' },
      filter: {},
    });
    expect(page3.data).toHaveLength(Math.min(5, demo.length - 10));
    expect(page3.total).toBe(demo.length);
  });

  test('getList filters by equality, lists, ranges, booleans, nulls and q', async () => {
    const list = (filter: object) =>
      dp.getList('products', { pagination: { page: 1, perPage: 50 }, sort: { field: 'id', order: 'ASC' }, filter });
    const range = await list({ price_gte: '100', price_lte: '600' });
    expect(range.data.map((p) => p.sku).sort()).toEqual(demoSkus((p) => +p.price >= 100 && +p.price <= 600));
    const bySku = await list({ sku: ['BK-4001', 'BK-4003', 'NOPE'] });
    expect(bySku.data.map((p) => p.sku)).toEqual(['BK-4001', 'BK-4003']);
    const newOnes = await list({ markAsNew: true });
    expect(newOnes.data.map((p) => p.sku).sort()).toEqual(demoSkus((p) => p.markAsNew === true));
    const withOldPrice = await list({ oldPrice_neq: null });
    expect(withOldPrice.data.map((p) => p.sku).sort()).toEqual(demoSkus((p) => p.oldPrice !== undefined));
    const noOldPrice = await list({ oldPrice: null });
    expect(noOldPrice.total).toBe(demoSkus((p) => p.oldPrice === undefined).length);
    // q looks in the names and the keywords: every carpet is one to its keywords.
    const search = await list({ q: 'carpet' });
    expect(search.data.map((p) => p.sku)).toEqual(['CP-3001', 'CP-3002', 'CP-3003']);
    const searchSku = await list({ q: 'bk-40' });
    expect(searchSku.total).toBe(4);
  });

  test('getOne, getMany and getManyReference', async () => {
    const { data: first } = await dp.getList('products', {
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    const one = await dp.getOne('products', { id: first[0].id });
    expect(one.data).toEqual(first[0]);
    const many = await dp.getMany('products', { ids: [first[0].id, first[1].id] });
    expect(many.data.map((p) => p.id).sort()).toEqual([first[0].id, first[1].id].sort());
    const {
      data: [phones],
    } = await dp.getList('categories', {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'id', order: 'ASC' },
      filter: { name: 'Phones' },
    });
    const ref = await dp.getManyReference('products', {
      target: 'categoryId',
      id: phones.id,
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'price', order: 'DESC' },
      filter: {},
    });
    const demoPhones = demo.filter((p) => p.category === 'Phones').sort((a, b) => +b.price - +a.price);
    expect(ref.total).toBe(demoPhones.length);
    expect(ref.data.map((p) => p.sku)).toEqual(demoPhones.map((p) => p.sku));
  });

  test('create, update and delete a product', async () => {
    const {
      data: [coin],
    } = await dp.getList('coins', {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'id', order: 'ASC' },
      filter: { symbol: 'USDT' },
    });
    const {
      data: [type],
    } = await dp.getList('product-types', {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    const product = await make('products', {
      name: 'Persian tea glass set',
      sku: 'DP-TEA-1',
      price: '12.50',
      baseCoinId: coin.id,
      productTypeId: type.id,
    });
    expect(product).toMatchObject({
      name: 'Persian tea glass set',
      price: '12.50',
      stockQuantity: 0,
      published: true,
      version: 1,
    });
    expect(product.guid).toMatch(/^[0-9a-f-]{36}$/);

    const { data: updated } = await dp.update('products', {
      id: product.id,
      data: { ...product, price: '13.75', stockQuantity: 4 },
      previousData: product,
    });
    expect(updated).toMatchObject({ id: product.id, price: '13.75', stockQuantity: 4, version: 2, guid: product.guid });
    expect((await dp.getOne('products', { id: product.id })).data.price).toBe('13.75');

    const { data: deleted } = await dp.delete('products', { id: product.id, previousData: updated });
    expect(deleted.id).toBe(product.id);
    created.pop();
    await expect(dp.getOne('products', { id: product.id })).rejects.toMatchObject({ status: 404 });
  });

  test('create, update and delete a country, with its provinces as references', async () => {
    const country = await make('countries', {
      name: 'Azerbaijan',
      twoLetterIsoCode: 'AZ',
      threeLetterIsoCode: 'AZE',
      numericIsoCode: 31,
      countryCode: '+994',
      displayOrder: 9,
    });
    expect(country).toMatchObject({ published: true, allowsBilling: true });
    const province = await make('provinces', {
      countryId: country.id,
      name: 'Baku region',
      abbreviation: 'BAK',
      displayOrder: 1,
    });
    const refs = await dp.getManyReference('provinces', {
      target: 'countryId',
      id: country.id,
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(refs.data.map((p) => p.id)).toEqual([province.id]);

    const { data: renamed } = await dp.update('countries', {
      id: country.id,
      data: { name: 'Republic of Azerbaijan' },
      previousData: country,
    });
    expect(renamed).toMatchObject({ name: 'Republic of Azerbaijan', twoLetterIsoCode: 'AZ', version: 2 });

    await expect(dp.delete('countries', { id: country.id, previousData: renamed })).rejects.toMatchObject({
      status: 409,
    });
    await dp.delete('provinces', { id: province.id, previousData: province });
    await dp.delete('countries', { id: country.id, previousData: renamed });
    created.length = 0;
    const gone = await dp.getList('countries', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: { twoLetterIsoCode: 'AZ' },
    });
    expect(gone.total).toBe(0);
  });
});
