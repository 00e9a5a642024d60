/**
 * @engines pglite postgres
 * An electronics store's pages as the server reads them: the comparison of products side by side (/compare?ids=…),
 * with the demo's specifications in the visitor's language, and the header's category menu of theme_digi.
 */
import { TOKEN_COOKIE } from '@saray/contracts/session';
import type { StorefrontState } from '@saray/contracts/storefront/state';
import { call, listQuery } from '../support/http.js';
import { statementsDuring } from '../support/query-log.js';
import { useServer } from '../support/server.js';
import { setStoreTheme } from '../support/storefront.js';

/** What the test adds: removed at the end (before the server stops), the last made first. */
const made: { resource: string; id: number }[] = [];
afterAll(async () => {
  for (const { resource, id } of made) await api('DELETE', `/api/${resource}/${id}`);
});
const ctx = useServer();
const api = (method: string, path: string, body?: object) =>
  call(ctx.server.url, method, path, { token: ctx.token, body });

/** A storefront page as a visitor gets it: its status, its HTML and the state it hydrates from. */
async function page(path: string): Promise<{ status: number; html: string; state: StorefrontState }> {
  const res = await fetch(ctx.server.url + path);
  const html = await res.text();
  const json = /<script id="storefront-state" type="application\/json">(.*?)<\/script>/s.exec(html)![1];
  return { status: res.status, html, state: JSON.parse(json) as StorefrontState };
}

const create = async (resource: string, body: object) => {
  const res = await api('POST', `/api/${resource}`, body);
  expect([resource, res.status]).toEqual([resource, 201]);
  made.unshift({ resource, id: res.body.id });
  return res.body;
};

const ids: Record<string, number> = {};
beforeAll(async () => {
  const skus = ['PH-1001', 'PH-1002', 'PH-1003', 'CM-7001', 'CP-3001'];
  const rows = (await api('GET', `/api/products${listQuery({ filter: { sku: skus } })}`)).body;
  for (const row of rows) ids[row.sku] = row.id;
  expect(Object.keys(ids).sort()).toEqual([...skus].sort());
});

test('the products asked for side by side, in the order asked, with every attribute any of them has', async () => {
  const { status, html, state } = await page(`/en/compare?ids=${ids['PH-1002']},${ids['PH-1001']}`);
  expect([status, state.route.name]).toEqual([200, 'Compare']);
  const { products, rows } = state.data.compare!;
  expect(products.map((p) => [p.sku, p.price, p.currency])).toEqual([
    ['PH-1002', '529.00', 'USDT'],
    ['PH-1001', '349.90', 'USDT'],
  ]);
  const row = (name: string) => rows.find((r) => r.name === name);
  expect(row('Screen size (in)')).toEqual({
    name: 'Screen size (in)',
    group: 'Display',
    kind: 'text',
    values: ['6.7', '6.1'],
  });
  expect(row('SIM cards')!.values).toEqual(['Dual SIM', 'Dual SIM']);
  expect(row('5G network')).toMatchObject({ kind: 'flag', values: ['true', 'true'] });
  // In the attributes' display order, groups together.
  expect(rows.map((r) => r.group).filter((g, i, all) => g !== all[i - 1])).toEqual([
    'Display',
    'Performance',
    'Camera',
    'Battery',
    'Connectivity',
    'Body',
  ]);
  // Drawn on the server: readable without scripts, and not indexed.
  expect(html).toContain('data-testid="compare-table"');
  expect(html).toContain('Pardis X1 Pro smartphone');
  expect(html).toContain('<meta name="robots" content="noindex');
  expect(html).toMatch(/<title>[^<]*Compare products<\/title>/);
});

test('an attribute one product lacks is null in its column; names and chosen values are in the page’s language', async () => {
  const { state } = await page(`/fa/compare?ids=${ids['PH-1001']},${ids['CM-7001']}`);
  const { products, rows } = state.data.compare!;
  expect(products.map((p) => p.name)).toEqual(['گوشی هوشمند پردیس X1', 'دوربین بدون آینهٔ دماوند M50']);
  const row = (name: string) => rows.find((r) => r.name === name)!;
  expect(row('اندازهٔ صفحه (اینچ)')).toEqual({
    name: 'اندازهٔ صفحه (اینچ)',
    group: 'نمایشگر',
    kind: 'text',
    values: ['6.1', '3'],
  });
  expect(row('سیم‌کارت').values).toEqual(['دو سیم‌کارت', null]);
  expect(row('مقاومت در برابر آب').values).toEqual(['مقاوم در برابر پاشش آب (IP54)', 'ضد آب نیست']);
  expect(rows.some((r) => r.name === 'Screen size (in)')).toBe(false);
});

test('the ids: whole numbers only, each once, the first four; unknown and unpublished products are left out', async () => {
  const draft = await create('products', {
    name: 'Unreleased phone',
    sku: 'CMP-DRAFT',
    price: '10.00',
    published: false,
    baseCoinId: (await api('GET', `/api/coins${listQuery({ filter: { symbol: 'USDT' } })}`)).body[0].id,
    productTypeId: (await api('GET', `/api/product-types${listQuery({ filter: { systemKeyword: 'simple' } })}`)).body[0]
      .id,
  });
  const asked = [
    'phone',
    `${ids['PH-1003']}.5`,
    `-${ids['PH-1001']}`,
    '987654321',
    String(draft.id),
    String(ids['PH-1003']),
    String(ids['PH-1003']),
    `%20${ids['PH-1001']}`,
    String(ids['PH-1002']),
    String(ids['CM-7001']),
  ].join(',');
  const { status, state } = await page(`/en/compare?ids=${asked}`);
  expect(status).toBe(200);
  // The first four whole numbers are 987654321 (no product), the draft, PH-1003 and PH-1001; PH-1002 comes too late.
  expect(state.data.compare!.products.map((p) => p.sku)).toEqual(['PH-1003', 'PH-1001']);
  // An administrator is not shown the draft either: a comparison is of what can be bought.
  const html = await (
    await fetch(`${ctx.server.url}/en/compare?ids=${draft.id}`, { headers: { cookie: `${TOKEN_COOKIE}=${ctx.token}` } })
  ).text();
  expect(html).toContain('"compare":{"products":[],"rows":[]}');
  for (const empty of ['/en/compare', '/en/compare?ids=', '/en/compare?ids=x,-1', '/en/compare?ids=0'])
    expect((await page(empty)).state.data.compare).toEqual({ products: [], rows: [] });
  // A path under /compare is no page.
  expect((await page('/en/compare/1')).status).toBe(404);
});

test('a comparison is read in the same few statements for one product or four', async () => {
  const counted = async (path: string) =>
    (await statementsDuring(ctx.server.dataSource, () => page(path))).filter((q) =>
      /"?(products|attributes|attribute_mappings|attribute_values)"?/.test(q),
    );
  await page('/en/');
  const one = await counted(`/en/compare?ids=${ids['PH-1001']}`);
  const four = await counted(`/en/compare?ids=${[ids['PH-1001'], ids['PH-1002'], ids['PH-1003'], ids['CM-7001']]}`);
  // The products, their attribute values, the attributes, and the chosen values' names.
  expect(four).toHaveLength(4);
  expect(one).toHaveLength(four.length);
});

describe('the category menu', () => {
  const names = (state: StorefrontState) =>
    (state.categoryMenu ?? []).map((c) => [c.name, c.children.map((g) => g.name)]);
  const categoryReads = (statements: string[]) => statements.filter((q) => /FROM "?categories"?/.test(q));

  test('the official theme’s pages carry no tree and read no categories for it', async () => {
    const statements = await statementsDuring(ctx.server.dataSource, async () => {
      expect((await page('/en/pages/about-us')).state.categoryMenu).toBeUndefined();
    });
    expect(categoryReads(statements)).toEqual([]);
  });

  test('theme_digi’s pages carry the published product categories as a tree, in the language, read once', async () => {
    await setStoreTheme(ctx.server.url, ctx.token, 'theme_digi');
    const en = (await page('/en/')).state;
    expect(names(en)).toEqual(
      expect.arrayContaining([
        ['Electronics', ['Phones', 'Laptops', 'Cameras']],
        ['Home & kitchen', ['Tea & tableware', 'Lighting & decor']],
        ['Books', []],
      ]),
    );
    expect(en.categoryMenu!.find((c) => c.name === 'Electronics')!.picture).toMatch(/\.webp$/);
    const statements = await statementsDuring(ctx.server.dataSource, async () => {
      expect(names((await page('/fa/pages/about-us')).state)).toContainEqual([
        'کالای دیجیتال',
        ['گوشی موبایل', 'لپ\u200cتاپ', 'دوربین عکاسی'],
      ]);
    });
    expect(categoryReads(statements)).toEqual([]);
  });

  test('a category added or unpublished shows in the next page', async () => {
    const electronics = (await api('GET', `/api/categories${listQuery({ filter: { name: 'Electronics' } })}`)).body[0];
    const watches = await create('categories', {
      name: { en: 'Smartwatches', fa: 'ساعت هوشمند', tr: 'Akıllı saatler' },
      entityName: 'Product',
      parentCategoryId: electronics.id,
      displayOrder: 9,
    });
    const groups = async (lang: string) =>
      (await page(`/${lang}/`)).state
        .categoryMenu!.find((c) => c.guid === electronics.guid)!
        .children.map((g) => g.name);
    expect(await groups('tr')).toEqual([
      'Telefonlar',
      'Dizüstü bilgisayarlar',
      'Fotoğraf makineleri',
      'Akıllı saatler',
    ]);
    expect((await api('PUT', `/api/categories/${watches.id}`, { published: false })).status).toBe(200);
    expect(await groups('en')).toEqual(['Phones', 'Laptops', 'Cameras']);
  });
});
