import { call, listQuery } from '../support/http.js';
import { signedInCustomer, useServer } from '../support/server.js';

// Customers add products of their own when the store allows it; new ones wait for an administrator's approval, and
// visitors never see a product that is not published.
const ctx = useServer();
let seller: { id: number; token: string };
let token: string;
let refs: { categoryId: number; baseCoinId: number; productTypeId: number };
const as = (t: string | undefined) => (method: string, path: string, body?: object) =>
  call(ctx.server.url, method, path, { token: t, body });
const admin = () => as(ctx.token);

async function setSetting(name: string, value: string): Promise<void> {
  const [row] = (await admin()('GET', `/api/settings${listQuery({ filter: { name } })}`)).body;
  const r = await admin()('PUT', `/api/settings/${row.id}`, { value });
  expect(r.status).toBe(200);
}

beforeAll(async () => {
  seller = await signedInCustomer(ctx.server, ctx.token, 'seller01', 'pw-seller-01');
  token = seller.token;
  const [sample] = (await admin()('GET', '/api/products')).body;
  // A customer's product is of the simple type, whatever type the store's first product is.
  const [simple] = (await admin()('GET', `/api/product-types${listQuery({ filter: { systemKeyword: 'simple' } })}`))
    .body;
  refs = { categoryId: sample.categoryId, baseCoinId: sample.baseCoinId, productTypeId: simple.id };
});

const product = (sku: string, extra: object = {}) => ({
  name: `Hand-made ${sku}`,
  sku,
  price: '12.50',
  ...refs,
  ...extra,
});

test('a customer’s new product is theirs and waits unpublished; the seller cannot publish it, an administrator can', async () => {
  const me = as(token);
  const created = await me('POST', '/api/products', product('SELL-1', { published: true, sellerId: 1 }));
  expect(created.status).toBe(201);
  expect(created.body).toMatchObject({ sellerId: seller.id, published: false });

  // Visitors see neither the product nor its page; the seller sees it in their own list.
  expect((await as(undefined)('GET', `/api/products/${created.body.id}`)).status).toBe(404);
  const visible = await as(undefined)('GET', `/api/products${listQuery({ filter: { sku: 'SELL-1' } })}`);
  expect(visible.body).toEqual([]);
  expect((await me('GET', `/api/products${listQuery({ filter: { sku: 'SELL-1' } })}`)).body).toHaveLength(1);
  expect((await call(ctx.server.url, 'GET', `/en/p/${created.body.guid}`)).status).toBe(404);

  const publish = await me('PUT', `/api/products/${created.body.id}`, { published: true });
  expect(publish.status).toBe(403);
  expect(publish.body.details).toEqual([
    expect.objectContaining({ path: '/published', error: 'product.error.needsapproval' }),
  ]);
  expect((await me('PUT', `/api/products/${created.body.id}`, { price: '14.00' })).body.price).toBe('14.00');

  // The approval queue: unpublished products that have a seller.
  const queue = await admin()('GET', `/api/products${listQuery({ filter: { published: false, sellerId_neq: null } })}`);
  expect(queue.body.map((p: { sku: string }) => p.sku)).toContain('SELL-1');
  expect((await admin()('PUT', `/api/products/${created.body.id}`, { published: true })).status).toBe(200);
  expect((await as(undefined)('GET', `/api/products/${created.body.id}`)).body.sku).toBe('SELL-1');
  expect((await call(ctx.server.url, 'GET', `/en/p/${created.body.guid}`)).status).toBe(200);
});

test('a seller changes only their own products and cannot place them in the store’s showcases', async () => {
  const other = (await admin()('GET', `/api/products${listQuery({ filter: { sellerId: null } })}`)).body[0];
  expect((await as(token)('PUT', `/api/products/${other.id}`, { price: '1.00' })).status).toBe(404);
  expect((await as(token)('DELETE', `/api/products/${other.id}`)).status).toBe(404);
  const featured = await as(token)('POST', '/api/products', product('SELL-2', { isFeaturedProduct: true }));
  expect(featured.status).toBe(403);
  expect(featured.body.details).toEqual([
    expect.objectContaining({ path: '/isFeaturedProduct', error: 'product.error.adminonly' }),
  ]);
});

/** The storefront's state for a page as the seller sees it. */
async function accountState(path: string) {
  const res = await fetch(ctx.server.url + path, { headers: { cookie: `saray_token=${token}` } });
  const html = await res.text();
  const json = /<script id="storefront-state" type="application\/json">(.*?)<\/script>/s.exec(html)![1];
  return JSON.parse(json);
}

test('the account’s new-products section offers the add form, with the approval note, while the store allows it', async () => {
  const state = await accountState('/en/account/mynewproducts');
  const form = state.data.account.form;
  expect(form.resource).toBe('products');
  expect(form.fields.map((f: { name: string }) => f.name)).toEqual(
    expect.arrayContaining(['name', 'price', 'baseCoinId', 'categoryId']),
  );
  expect(form.fields.find((f: { name: string }) => f.name === 'baseCoinId')).toMatchObject({
    type: 'relation',
    label: 'Base coin',
    required: true,
  });
  expect(form.defaults.productTypeId).toBe(refs.productTypeId);
  expect(form.note).toBe('Products you add are published once an administrator approves them.');
  expect(state.data.account.rows.map((r: { sku: string }) => r.sku)).toEqual([]);
  await setSetting('catalog.customerscanaddproducts', 'false');
  expect((await accountState('/en/account/mynewproducts')).data.account.form).toBeUndefined();
  await setSetting('catalog.customerscanaddproducts', 'true');
});

test('without the store’s permission customers cannot add products; without approval theirs publish at once', async () => {
  await setSetting('catalog.customerscanaddproducts', 'false');
  const refused = await as(token)('POST', '/api/products', product('SELL-3'));
  expect(refused.status).toBe(403);
  expect(refused.body.error).toBe('product.error.submissionclosed');
  expect((await as(undefined)('POST', '/api/products', product('SELL-4'))).status).toBe(401);

  await setSetting('catalog.customerscanaddproducts', 'true');
  await setSetting('catalog.newproductsneedapproval', 'false');
  const direct = await as(token)('POST', '/api/products', product('SELL-5'));
  expect(direct.status).toBe(201);
  expect(direct.body.published).toBe(true);
  await setSetting('catalog.newproductsneedapproval', 'true');
});

test('pages and content blocks that are not published stay hidden from visitors', async () => {
  const page = await admin()('POST', '/api/pages', {
    title: 'Draft notes',
    slug: 'draft-notes',
    languageCode: 'en',
    type: 'Pages',
    layoutType: 'onecolumn',
    published: false,
  });
  expect(page.body).toMatchObject({ published: false });
  expect((await as(undefined)('GET', `/api/pages/${page.body.id}`)).status).toBe(404);
  expect((await as(token)('GET', `/api/pages${listQuery({ filter: { slug: 'draft-notes' } })}`)).body).toEqual([]);
  expect((await admin()('GET', `/api/pages/${page.body.id}`)).status).toBe(200);
});
