/**
 * @engines pglite postgres
 * The storefront's listings: attribute facts, places and the price of a square metre read on the server, and the
 * filters of listings (number ranges, city, region) read from the address's query.
 */
import { DEMO_LISTINGS, DEMO_PROPERTY_REGIONS } from '../../backend/src/db/demo-listings.js';
import { call, listQuery } from '../support/http.js';
import { statementsDuring } from '../support/query-log.js';
import { useServer } from '../support/server.js';

const ctx = useServer();
const admin = (method: string, path: string, body?: object) =>
  call(ctx.server.url, method, path, { token: ctx.token, body });

interface Card {
  sku: string;
  price: string;
  listing?: {
    facts: { id: number; name: string; value: string; kind: string; icon?: string }[];
    area?: string;
    pricePerArea?: string;
    city?: string;
    region?: string;
    point?: { lat: number; lng: number };
  };
}

/** The storefront state of a page, as a visitor gets it. */
async function state(path: string) {
  const html = await (await fetch(ctx.server.url + path)).text();
  return JSON.parse(/<script id="storefront-state" type="application\/json">(.*?)<\/script>/s.exec(html)![1]);
}
const skus = (s: { data: { products: Card[] } }) => s.data.products.map((p) => p.sku).sort();
const cityOf = (listing: (typeof DEMO_LISTINGS)[number]) =>
  DEMO_PROPERTY_REGIONS.find((r) => r.name === listing.region)!.city;
const demoSkus = (pick: (l: (typeof DEMO_LISTINGS)[number]) => boolean) =>
  DEMO_LISTINGS.filter(pick)
    .map((l) => l.sku)
    .sort();

let realEstate: string;
let phones: string;
beforeAll(async () => {
  const category = async (name: string) =>
    (await admin('GET', `/api/categories${listQuery({ filter: { name, entityName: 'Product' } })}`)).body[0].guid;
  [realEstate, phones] = [await category('Real estate'), await category('Phones')];
});

test('each listing carries its facts, city, region, point and the price of a square metre', async () => {
  const page = await state(`/en/cat/product/${realEstate}`);
  expect(skus(page)).toEqual(demoSkus(() => true));
  for (const demo of DEMO_LISTINGS) {
    const card = page.data.products.find((p: Card) => p.sku === demo.sku) as Card;
    const perArea = (Math.round((Number(demo.price) * 100) / demo.facts.area) / 100).toFixed(2);
    expect([demo.sku, card.listing]).toEqual([
      demo.sku,
      expect.objectContaining({
        area: String(demo.facts.area),
        pricePerArea: perArea,
        city: cityOf(demo),
        region: demo.region,
        point: { lat: demo.at[0], lng: demo.at[1] },
      }),
    ]);
    // Every fact it was given, in the attributes' order: area, bedrooms, floor, year, then its features.
    const facts = card.listing!.facts.map((f) => [f.icon, f.value]);
    expect(facts).toEqual(
      ['area', 'rooms', 'floor', 'year', 'parking', 'elevator', 'storage', 'balcony'].flatMap((key) => {
        const value = demo.facts[key as keyof typeof demo.facts];
        return value === undefined ? [] : [[key, String(value)]];
      }),
    );
  }
  // The facts are named in the page's language.
  const fa = await state(`/fa/cat/product/${realEstate}`);
  expect(fa.data.products[0].listing.facts[0].name).toBe('متراژ (متر مربع)');
  // A product with no attribute and no place is no listing.
  const phoneList = await state(`/en/cat/product/${phones}`);
  expect(phoneList.data.products.length).toBeGreaterThan(0);
  expect(phoneList.data.products.every((p: Card) => p.listing === undefined)).toBe(true);
});

test('a property page has the listing too, and the listings a page shows cost a fixed number of reads', async () => {
  const [flat] = (await admin('GET', `/api/products${listQuery({ filter: { sku: 'RE-5001' } })}`)).body;
  const page = await state(`/en/p/${flat.guid}`);
  expect(page.data.product.listing).toMatchObject({ area: '165', pricePerArea: '2496.97', region: 'Elahieh' });
  // An address no visitor has asked for yet, so the page is drawn rather than answered from the page cache.
  const fresh = `/en/cat/product/${realEstate}?counted=${Date.now()}`;
  const sql = await statementsDuring(ctx.server.dataSource, async () => (await fetch(ctx.server.url + fresh)).text());
  const reads = (table: string) => sql.filter((q) => new RegExp(`\\bFROM "?${table}\\b`).test(q)).length;
  // One read each, however many listings (eleven here), as the cards, the place filters and the ranges need them.
  expect([
    reads('attribute_mappings'),
    reads('region_mappings'),
    reads('address_mappings'),
    reads('locations'),
  ]).toEqual([1, 1, 1, 1]);
});

test('a list of listings offers area and bedroom ranges, cities and regions; a list of phones does not', async () => {
  const { filters } = (await state(`/en/cat/product/${realEstate}`)).data;
  expect(filters.ranges.map((r: { icon: string }) => r.icon)).toEqual(['area', 'rooms']);
  expect(filters.cities.map((c: { name: string }) => c.name)).toEqual(expect.arrayContaining(['Tehran', 'Istanbul']));
  expect(filters.regions).toEqual(
    expect.arrayContaining([expect.objectContaining({ name: 'Moda', parent: 'Istanbul' })]),
  );
  const phoneFilters = (await state(`/en/cat/product/${phones}`)).data.filters;
  expect([phoneFilters.ranges, phoneFilters.cities, phoneFilters.regions]).toEqual([undefined, undefined, undefined]);
  // The price range stays for every list.
  expect(phoneFilters.price).toEqual({ min: '', max: '' });
});

test('the city, the region and the ranges narrow the list; what does not parse is left out', async () => {
  const { filters } = (await state(`/en/cat/product/${realEstate}`)).data;
  const id = (list: { id: number; name: string }[], name: string) => list.find((x) => x.name === name)!.id;
  const [area, rooms] = filters.ranges.map((r: { id: number }) => r.id);
  const list = (query: string) => state(`/en/cat/product/${realEstate}?${query}`);

  const istanbul = await list(`city=${id(filters.cities, 'Istanbul')}`);
  expect(skus(istanbul)).toEqual(demoSkus((l) => cityOf(l) === 'Istanbul'));
  expect(istanbul.data.filters.city).toBe(id(filters.cities, 'Istanbul'));

  const bigInIstanbul = await list(`city=${id(filters.cities, 'Istanbul')}&min-${area}=100`);
  expect(skus(bigInIstanbul)).toEqual(demoSkus((l) => cityOf(l) === 'Istanbul' && l.facts.area >= 100));
  expect(bigInIstanbul.data.filters.ranges[0]).toMatchObject({ id: area, min: '100', max: '' });

  const midSized = await list(`min-${rooms}=2&max-${rooms}=3&max-${area}=150`);
  expect(skus(midSized)).toEqual(demoSkus((l) => l.facts.rooms >= 2 && l.facts.rooms <= 3 && l.facts.area <= 150));

  // A city-wide region holds its neighbourhoods' listings; a neighbourhood its own.
  const tehran = await list(`region=${id(filters.regions, 'Tehran')}`);
  expect(skus(tehran)).toEqual(demoSkus((l) => cityOf(l) === 'Tehran'));
  expect(skus(await list(`region=${id(filters.regions, 'Elahieh')}`))).toEqual(['RE-5001']);

  // With the price filter, the filters narrow one another: nothing in Tabriz costs more than a million.
  const none = await list(`city=${id(filters.cities, 'Tabriz')}&minprice=1000000`);
  expect(skus(none)).toEqual([]);
  // The choices stay offered so they can be changed back, though no listing on the list carries them.
  expect(none.data.filters.cities.length).toBe(filters.cities.length);

  const junk = await list(`city=abc&region=-1&min-${area}=lots&max-${rooms}=1e3&min-999999=5`);
  expect(skus(junk)).toEqual(demoSkus(() => true));
  expect([junk.data.filters.city, junk.data.filters.region]).toEqual([undefined, undefined]);
});

test('the home page shows a box of the listings, and the theme is chosen by the store.theme setting', async () => {
  const home = await state('/en');
  const boxes = Object.values(
    home.data.parts as Record<string, { componentName: string; resolved?: { products: Card[] } }[]>,
  )
    .flat()
    .filter((b) => b.componentName === 'productsbox');
  const listings = boxes.find((b) => b.resolved?.products.some((p) => p.sku.startsWith('RE-')));
  expect(listings?.resolved?.products.every((p) => p.listing?.pricePerArea)).toBe(true);
  const [setting] = (await admin('GET', `/api/settings${listQuery({ filter: { name: 'store.theme' } })}`)).body;
  expect((await admin('PUT', `/api/settings/${setting.id}`, { ...setting, value: 'theme_melk' })).status).toBe(200);
  expect((await state('/en')).store.theme).toBe('theme_melk');
  const html = await (await fetch(`${ctx.server.url}/en/cat/product/${realEstate}`)).text();
  expect(html).toContain('<div class="site theme-theme_melk"');
  expect(html).toMatch(
    /<a class="melk-marker" href="#listing-RE-5001" aria-label="1\. Sunlit three-bedroom flat in Elahieh, 412,000 USDT">/,
  );
});
