import { call, getWithHeaders, listQuery } from '../support/http.js';
import { orderRefs } from '../support/orders.js';
import { shoppers, useServer } from '../support/server.js';

// Anonymous visitors' pages are kept once drawn, and dropped by any committed change they may show (decision 90).
const ctx = useServer();
const api = (method: string, path: string, body?: object) =>
  call(ctx.server.url, method, path, { token: ctx.token, body });

async function page(path: string, headers: Record<string, string> = {}) {
  const res = await getWithHeaders(ctx.server.url + path, headers);
  const header = (name: string) => (res.headers[name] as string | undefined) ?? null;
  return {
    status: res.status,
    cache: header('x-cache'),
    etag: header('etag'),
    control: header('cache-control'),
    html: res.body,
  };
}

/** Draws the page until it is served kept (the first request draws and keeps it): its kept answer. */
async function kept(path: string, headers: Record<string, string> = {}) {
  await page(path, headers);
  const again = await page(path, headers);
  expect([again.status, again.cache]).toEqual([200, 'hit']);
  return again;
}

async function newPage(slug: string, title: string, published = true) {
  const made = await api('POST', '/api/pages', {
    languageCode: 'en',
    slug,
    type: 'Pages',
    layoutType: 'onecolumn',
    title,
    published,
  });
  expect(made.status).toBe(201);
  return made.body as { id: number };
}

async function setting(name: string) {
  const [row] = (await api('GET', `/api/settings${listQuery({ filter: { name } })}`)).body;
  return row as { id: number; value: string };
}

test('a page is drawn once and then served kept, with a strong entity tag; If-None-Match answers 304', async () => {
  const made = await newPage('kept-page', 'Kept page');
  const first = await page('/en/pages/kept-page');
  expect([first.status, first.cache, first.control]).toEqual([200, 'miss', 'no-cache']);
  expect(first.etag).toMatch(/^"[\w-]{43}"$/);
  const second = await page('/en/pages/kept-page');
  expect([second.status, second.cache, second.etag, second.html]).toEqual([200, 'hit', first.etag, first.html]);

  const unchanged = await page('/en/pages/kept-page', { 'if-none-match': `W/"other", ${first.etag}` });
  expect([unchanged.status, unchanged.html, unchanged.etag]).toEqual([304, '', first.etag]);
  expect((await page('/en/pages/kept-page', { 'if-none-match': '"other"' })).status).toBe(200);
  // Another address, query or host is another page.
  expect((await page('/en/pages/kept-page?utm=1')).cache).toBe('miss');
  expect((await page('/en/pages/kept-page', { host: 'shop.example' })).html).toContain('http://shop.example/');
  await api('DELETE', `/api/pages/${made.id}`);
});

test('editing, publishing and unpublishing a page show on the next request', async () => {
  const made = await newPage('edited-page', 'Before the edit');
  expect((await kept('/en/pages/edited-page')).html).toContain('Before the edit');
  expect((await api('PUT', `/api/pages/${made.id}`, { title: 'After the edit' })).status).toBe(200);
  const edited = await page('/en/pages/edited-page');
  expect([edited.cache, edited.html.includes('After the edit')]).toEqual(['miss', true]);

  // A draft is a 404 for visitors, never kept; published, it opens at once.
  const draft = await newPage('draft-page', 'Draft page', false);
  expect((await page('/en/pages/draft-page')).status).toBe(404);
  expect((await page('/en/pages/draft-page')).cache).toBeNull();
  await api('PUT', `/api/pages/${draft.id}`, { published: true });
  expect((await page('/en/pages/draft-page')).html).toContain('Draft page');

  // A block added to a kept page, then the page taken down.
  await kept('/en/pages/draft-page');
  const block = await api('POST', '/api/contents', {
    componentName: 'htmlcontent',
    partName: 'main',
    entityName: 'Page',
    entityId: draft.id,
    description: '<p>A block written later</p>',
    published: true,
  });
  expect(block.status).toBe(201);
  expect((await page('/en/pages/draft-page')).html).toContain('A block written later');
  await kept('/en/pages/draft-page');
  await api('PUT', `/api/pages/${draft.id}`, { published: false });
  expect((await page('/en/pages/draft-page')).status).toBe(404);
  await api('DELETE', `/api/contents/${block.body.id}`);
  await api('DELETE', `/api/pages/${draft.id}`);
  await api('DELETE', `/api/pages/${made.id}`);
});

test('a price, stock set by hand and stock taken by a checkout show on the product page at once', async () => {
  const refs = await orderRefs(ctx.server, ctx.token, 'Page cache payments');
  const product = (
    await api('POST', '/api/products', {
      name: 'Kept lamp',
      price: '120',
      stockQuantity: 1,
      isShipEnabled: false,
      baseCoinId: refs.coinId,
      productTypeId: refs.productTypeId,
    })
  ).body as { id: number; guid: string };
  const path = `/en/p/${product.guid}`;
  expect((await kept(path)).html).toContain('"price":"120"');
  await api('PUT', `/api/products/${product.id}`, { price: '135.5' });
  expect((await page(path)).html).toContain('"price":"135.5"');

  await api('PUT', `/api/products/${product.id}`, { stockQuantity: 2 });
  expect((await page(path)).html).toContain('"stockQuantity":2');

  // A cart is not on the product's page: filling one keeps the page; closing it takes the stock by hand-written SQL,
  // which the checkout names to the change feed.
  const [shopper] = await shoppers(ctx.server, ctx.token, 'kept.lamp', 1);
  const me = (method: string, p: string, body?: object) =>
    call(ctx.server.url, method, p, { token: shopper.token, body });
  expect((await me('POST', '/api/ProductOrders/AddCart', { productId: product.id, quantity: 2 })).status).toBe(200);
  await me('POST', '/api/ProductOrders/saveCustomerProductOrder', { paymentTypeId: refs.paymentTypeId });
  expect((await kept(path)).html).toContain('"stockQuantity":2');
  expect((await me('POST', '/api/ProductOrders/closeCart', {})).status).toBe(200);
  const sold = await page(path);
  expect([sold.cache, sold.html.includes('"stockQuantity":0')]).toEqual(['miss', true]);
});

test('a setting and the theme show on the next request', async () => {
  const name = await setting('store.name');
  const theme = await setting('store.theme');
  const made = await newPage('settings-page', 'Settings page');
  try {
    expect((await kept('/en/pages/settings-page')).html).toContain(`<title>${name.value} | Settings page</title>`);
    await api('PUT', `/api/settings/${name.id}`, { value: 'Renamed Bazaar' });
    expect((await page('/en/pages/settings-page')).html).toContain('<title>Renamed Bazaar | Settings page</title>');

    await kept('/en/pages/settings-page');
    const other = theme.value === 'theme4' ? 'official' : 'theme4';
    await api('PUT', `/api/settings/${theme.id}`, { value: other });
    expect((await page('/en/pages/settings-page')).html).toContain(`"theme":"${other}"`);
  } finally {
    await api('PUT', `/api/settings/${name.id}`, { value: name.value });
    await api('PUT', `/api/settings/${theme.id}`, { value: theme.value });
    await api('DELETE', `/api/pages/${made.id}`);
  }
});

test('a signed-in visitor, their cart with them, is never given a kept page nor leaves theirs for others', async () => {
  const [customer] = await shoppers(ctx.server, ctx.token, 'kept.viewer', 1);
  const refs = await orderRefs(ctx.server, ctx.token, 'Viewer payments');
  const product = await api('POST', '/api/products', {
    name: 'Viewer lamp',
    price: '10',
    stockQuantity: 5,
    baseCoinId: refs.coinId,
    productTypeId: refs.productTypeId,
  });
  const cookie = { cookie: `saray_token=${encodeURIComponent(customer.token)}` };
  const anonymous = await kept('/en/pages/about-us');
  const theirs = await page('/en/pages/about-us', cookie);
  expect([theirs.status, theirs.cache, theirs.etag, theirs.control]).toEqual([200, null, null, 'private, no-store']);
  expect(theirs.html).toContain(`"username":"${customer.username}"`);

  const added = await call(ctx.server.url, 'POST', '/api/ProductOrders/AddCart', {
    token: customer.token,
    body: { productId: product.body.id, quantity: 1 },
  });
  expect(added.status).toBe(200);
  expect((await page('/en/pages/about-us', cookie)).html).toContain('"cartCount":1');
  const after = await page('/en/pages/about-us');
  expect([after.cache, after.etag, after.html.includes('"user":null')]).toEqual(['hit', anonymous.etag, true]);
});

test('writes pages never show keep them; 404s, redirects and other languages are not served kept', async () => {
  const before = await kept('/en/pages/about-us');
  const view = await api('POST', '/api/saved-views', { name: 'Kept pages view', resource: 'products' });
  expect(view.status).toBe(201);
  expect((await page('/en/pages/about-us')).cache).toBe('hit');
  await api('DELETE', `/api/saved-views/${view.body.id}`);

  expect((await page('/en/pages/no-such-page')).status).toBe(404);
  expect((await page('/en/pages/no-such-page')).cache).toBeNull();
  const redirect = await page('/en/account/profile');
  expect([redirect.status, redirect.cache]).toEqual([302, null]);

  // Without a language in the address the visitor's own is drawn, each kept apart.
  const fa = await kept('/', { 'accept-language': 'fa-IR,fa;q=0.9' });
  const en = await kept('/', { 'accept-language': 'en-US,en;q=0.9' });
  expect([fa.html.includes('<html lang="fa"'), en.html.includes('<html lang="en"')]).toEqual([true, true]);
  expect(before.etag).not.toBe(fa.etag);
});
