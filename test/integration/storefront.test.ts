import { DEMO_BANNER_SHOWS } from '../../backend/src/db/demo-content.js';
import { call, listQuery } from '../support/http.js';
import { createCustomer, useServer } from '../support/server.js';

// The storefront as a search engine or a phone without JavaScript gets it: complete HTML from the server.
const ctx = useServer();
const page = async (path: string, cookie?: string) => {
  const res = await fetch(ctx.server.url + path, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  return { status: res.status, location: res.headers.get('location'), html: await res.text() };
};
const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const meta = (html: string, name: string) =>
  new RegExp(`<meta (?:name|property)="${name}" content="([^"]*)"`).exec(html)?.[1];
const api = (method: string, path: string, body?: object) =>
  call(ctx.server.url, method, path, { token: ctx.token, body });

test('the home page is the store name, in English, left to right, with its blocks and no untranslated text', async () => {
  const { status, html } = await page('/en');
  expect(status).toBe(200);
  expect(html).toMatch(/^<!doctype html>\n<html lang="en" dir="ltr">/);
  expect(head(html)).toContain('<title>Saray Demo Bazaar</title>');
  expect(meta(html, 'description')).toBe('Persian carpets, books and electronics from the Saray Demo Bazaar.');
  expect(html).toContain('Handmade and high-tech, one bazaar');
  // The products box shows the products flagged for the home page, read on the server.
  expect(html).toContain('Tabriz silk carpet 2x3 m');
  expect(html).toContain('Isfahan prayer rug');
  // Menu items from the menu block, footer with the current year.
  expect(html).toMatch(/<a href="\/en\/pages\/about-us">About us<\/a>/);
  expect(html).toContain(`© ${new Date().getUTCFullYear()}`);
  expect(html).not.toMatch(/>storefront\.[a-z.]+</);
  // The hydration script and the state it hydrates from.
  expect(html).toMatch(/<script type="module" src="\/storefront\/assets\/entry-client-[\w-]+\.js"><\/script>/);
  expect(html).toContain('<script id="storefront-state" type="application/json">');
});

test('in Persian the page is right to left, with Persian text and digits', async () => {
  const { status, html } = await page('/fa');
  expect(status).toBe(200);
  expect(html).toMatch(/<html lang="fa" dir="rtl">/);
  expect(html).toContain('دست‌ساز و فناوری، در یک بازار');
  expect(html).toContain('جستجو');
  expect(html).toMatch(/© [۰-۹]{4}/);
  // Prices with Persian digits and a comma thousands separator.
  expect(html).toContain('۲,۴۰۰');
});

test('the HTML of /pages/{slug} has the title, the meta description and the rendered blocks', async () => {
  const { status, html } = await page('/en/pages/about-us');
  expect(status).toBe(200);
  expect(head(html)).toContain('<title>Saray Demo Bazaar | About us</title>');
  expect(meta(html, 'description')).toBe('Who runs the Saray Demo Bazaar and how to reach us.');
  expect(html).toContain('<h1 class="page-title">About us</h1>');
  expect(html).toContain('<p>A family bazaar since 1921: carpets, books and, lately, electronics.</p>');
  expect(head(html)).toContain(`<link rel="canonical" href="${ctx.server.url}/en/pages/about-us">`);
  for (const lang of ['en', 'fa', 'tr'])
    expect(head(html)).toContain(
      `<link rel="alternate" hreflang="${lang}" href="${ctx.server.url}/${lang}/pages/about-us">`,
    );
  expect((await page('/tr/pages/about-us')).html).toContain('<h1 class="page-title">Hakkımızda</h1>');
});

test('/c and /c/{slug} show the special customers’ page in each language; an unknown one is a 404', async () => {
  const general = await page('/en/c');
  expect(general.status).toBe(200);
  expect(general.html).toContain('<h1 class="page-title">Trade customers</h1>');
  expect(general.html).toContain('<li>10% off orders of five pieces or more</li>');
  expect(head(general.html)).toContain('<title>Saray Demo Bazaar | Trade customers</title>');
  const named = await page('/fa/c/trade');
  expect(named.status).toBe(200);
  expect(named.html).toContain('<h1 class="page-title">مشتریان عمده</h1>');
  expect(named.html).toMatch(/<html lang="fa" dir="rtl">/);
  expect((await page('/tr/c/trade')).html).toContain('<h1 class="page-title">Toptan müşteriler</h1>');
  expect((await page('/en/c/nobody')).status).toBe(404);
});

test('rich text is cleaned again when drawn, whatever is stored', async () => {
  const created = await api('POST', '/api/CMS/addPage', {
    multiLanguage: false,
    page: { title: 'Dirty page', slug: 'dirty-page', languageCode: 'en' },
  });
  expect(created.status).toBe(201);
  const id = created.body.ids[0];
  // Written around the API, as old data or another tool might have left it.
  await ctx.server.dataSource.query(`UPDATE pages SET description = $1 WHERE id = $2`, [
    '<p>Fine</p><img src=x onerror="alert(1)"><script>alert(2)</script>',
    id,
  ]);
  const { html } = await page('/en/pages/dirty-page');
  expect(html).toContain('<p>Fine</p>');
  expect(html).not.toContain('onerror');
  expect(html).not.toContain('<script>alert(2)');
  await api('DELETE', `/api/CMS/deletePage?id=${id}`);
});

test('a product page has its price, its category trail and Open Graph tags', async () => {
  const [product] = (await api('GET', `/api/products${listQuery({ filter: { sku: 'CP-3001' } })}`)).body;
  const { status, html } = await page(`/en/p/${product.guid}`);
  expect(status).toBe(200);
  expect(head(html)).toContain('<title>Saray Demo Bazaar | Tabriz silk carpet 2x3 m</title>');
  expect(meta(html, 'og:type')).toBe('product');
  expect(meta(html, 'og:title')).toBe('Tabriz silk carpet 2x3 m');
  expect(meta(html, 'og:url')).toBe(`${ctx.server.url}/en/p/${product.guid}`);
  expect(meta(html, 'product:price:amount')).toBe('2400.00');
  // Priced in the coin the cart and the invoice charge in (the product's own, x-currency), not a setting's.
  expect(meta(html, 'product:price:currency')).toBe('USDT');
  expect(html.replace(/<[^>]+>/g, '')).toContain('2,400 USDT');
  expect(html).toContain('>Carpets</a>');
});

test('a product page fetches its picture before its scripts, in the widths its screen asks for', async () => {
  const [product] = (await api('GET', `/api/products${listQuery({ filter: { sku: 'CP-3001' } })}`)).body;
  const headHtml = head((await page(`/en/p/${product.guid}`)).html);
  const preload = /<link rel="preload" as="image" type="image\/avif" imagesrcset="([^"]+)" imagesizes="([^"]+)"/.exec(
    headHtml,
  );
  expect(preload).not.toBeNull();
  // Before the entry script, so a slow link does not share its bandwidth with the scripts first.
  expect(headHtml.indexOf('rel="preload"')).toBeLessThan(headHtml.indexOf('<script type="module"'));
  const id = product.pictures.replace(/\.\w+$/, '');
  const candidates = preload![1].split(', ').map((c) => c.split(' '));
  expect(candidates.map(([, w]) => w)).toEqual(['320w', '640w', '1280w']);
  expect(preload![2]).toBe('(max-width: 800px) 100vw, 640px');
  for (const [url, w] of candidates) {
    expect(url).toBe(`/api/CMS/Image/Images/${id}-w${w.slice(0, -1)}.avif`);
    const res = await fetch(ctx.server.url + url);
    expect([res.status, res.headers.get('content-type')]).toEqual([200, 'image/avif']);
  }
  // A page without a picture of its own preloads none.
  expect(head((await page('/en/pages/about-us')).html)).not.toContain('rel="preload"');
});

test('the home page’s banner shows its picture in every width and format, fetched first, described by the library', async () => {
  // The banner's description is the media library's, in the page's language (the seed describes every demo picture).
  for (const [lang, alt] of [
    ['en', DEMO_BANNER_SHOWS.name],
    ['fa', DEMO_BANNER_SHOWS.name_fa],
  ]) {
    const { html } = await page(`/${lang}/`);
    const preload = /<link rel="preload" as="image" type="image\/avif" imagesrcset="([^"]+)" imagesizes="([^"]+)"/.exec(
      head(html),
    );
    expect(preload).not.toBeNull();
    expect(preload![2]).toBe('(max-width: 1280px) 100vw, 1280px');
    // The banner's own sources are the ones preloaded, and its box has its size before the picture comes.
    const banner = /<section class="banner[^"]*"[\s\S]*?<\/section>/.exec(html)![0];
    expect(banner).toContain(`srcSet="${preload![1]}"`);
    expect(banner).toMatch(
      new RegExp(`<img class="banner-image" src="[^"]+\\.webp" alt="${alt}" width="1200" height="400"`),
    );
    const [url] = preload![1].split(' ');
    const picture = await fetch(ctx.server.url + url);
    expect([picture.status, picture.headers.get('content-type')]).toEqual([200, 'image/avif']);
  }
  // A page that does not open with a banner preloads nothing.
  expect(head((await page('/en/pages/about-us')).html)).not.toContain('rel="preload" as="image"');
});

test('a product with several pictures shows the main one large and a thumbnail for each, in their order', async () => {
  const [product] = (await api('GET', `/api/products${listQuery({ filter: { sku: 'CP-3002' } })}`)).body;
  const pictures: string[] = product.pictures.split(',');
  expect(pictures).toHaveLength(3);
  const { html } = await page(`/fa/p/${product.guid}`);
  const gallery = /<div class="product-gallery">(.*?)<\/div>/s.exec(html)![1];
  const ids = pictures.map((p) => p.replace(/\.\w+$/, ''));
  // The main picture first (the one the head preloads), then the thumbnails in the field's order.
  const shown = [...gallery.matchAll(/<img src="\/api\/CMS\/Image\/Images\/([0-9a-f-]{36})\.\w+"/g)].map((m) => m[1]);
  expect(shown).toEqual([ids[0], ...ids]);
  const labels = [...gallery.matchAll(/<button type="button" aria-pressed="(\w+)" aria-label="([^"]+)"/g)].map((m) => [
    m[1],
    m[2],
  ]);
  expect(labels).toEqual([
    ['true', 'تصویر ۱ از ۳'],
    ['false', 'تصویر ۲ از ۳'],
    ['false', 'تصویر ۳ از ۳'],
  ]);
});

test('a category lists its products and those of its sub-categories; the category list links to each', async () => {
  const [electronics] = (await api('GET', `/api/categories${listQuery({ filter: { name: 'Electronics' } })}`)).body;
  const { html } = await page(`/en/cat/product/${electronics.guid}`);
  expect(html).toContain('<h1>Electronics</h1>');
  for (const name of ['Pardis X1 smartphone', 'Alborz 14 laptop', 'Noise-cancelling headphones'])
    expect(html).toContain(name);
  expect(html).not.toContain('Isfahan prayer rug');
  const list = (await page('/en/cat')).html;
  expect(list).toContain(`href="/en/cat/product/${electronics.guid}"`);
  // Each top category's tile has its picture; the support units' ticket categories are not the shop's.
  const tiles = [...list.matchAll(/<a class="category-tile" href="[^"]+">(.*?)<\/a>/g)].map((m) => m[1]);
  const names = tiles.map((t) => /<span class="category-name">([^<]+)<\/span>/.exec(t)?.[1]);
  expect(names).toEqual([
    'Electronics',
    'Carpets',
    'Books',
    'Home &amp; kitchen',
    'Fashion',
    'Stationery',
    'Real estate',
  ]);
  for (const tile of tiles) expect(tile).toMatch(/<img [^>]*width="320" height="240"/);
  const [unit] = (await api('GET', `/api/categories${listQuery({ filter: { name: 'Bug report' } })}`)).body;
  expect((await page(`/en/cat/product/${unit.guid}`)).status).toBe(404);
});

test('unknown paths, unpublished pages and unknown stores are the 404 page with its hint', async () => {
  for (const path of ['/en/no/such/page', '/en/pages/nothing-here', '/en/error/404', '/fa/no-such-store/pages/x']) {
    const { status, html } = await page(path);
    expect({ path, status }).toEqual({ path, status: 404 });
    expect(meta(html, 'robots')).toBe('noindex');
  }
  const { html } = await page('/en/nowhere');
  expect(html).toContain('<h1>Page not found.</h1>');
  expect(html).toContain('Use the top menu or the search to find your way.');
  expect((await page('/fa/nowhere')).html).toContain('صفحه پیدا نشد.');
});

test('guards: account routes send visitors to Auth and come back; Auth sends customers home; my customers is for administrators', async () => {
  const toAuth = await page('/en/account/myaddresses');
  expect(toAuth.status).toBe(302);
  expect(toAuth.location).toBe('/en/Authentication?returnUrl=%2Fen%2Faccount%2Fmyaddresses');

  const customer = await createCustomer(
    ctx.server,
    ctx.token,
    { username: 'shopper01', email: 'shopper01@example.com' },
    'secret-pass-1',
  );
  const signedIn = await call(ctx.server.url, 'POST', '/api/Authentication/signin', {
    body: { username: customer.username, password: 'secret-pass-1' },
  });
  const cookie = `saray_token=${signedIn.body.access_token}`;
  const account = await page('/en/account/myaddresses', cookie);
  expect(account.status).toBe(200);
  expect(account.html).toContain('My addresses');
  expect(account.html).toMatch(/0 of at most 5/);
  expect(await page('/en/Authentication', cookie)).toMatchObject({ status: 302, location: '/en/' });
  expect(await page('/en/account/mycustomers', cookie)).toMatchObject({ status: 302, location: '/en/' });
  const admin = await page('/en/account/mycustomers', `saray_token=${ctx.token}`);
  expect(admin.status).toBe(200);
  expect(admin.html).toContain('shopper01');
  // A token that no longer works reads as a visitor: the page still opens.
  expect((await page('/en', 'saray_token=not-a-token')).status).toBe(200);
  await api('DELETE', `/api/customers/${customer.id}`);
});

test('a favourite is always the customer’s own and shows in the account', async () => {
  const customer = await createCustomer(
    ctx.server,
    ctx.token,
    { username: 'favourer1', email: 'favourer1@example.com' },
    'secret-pass-1',
  );
  const token = (
    await call(ctx.server.url, 'POST', '/api/Authentication/signin', {
      body: { username: 'favourer1', password: 'secret-pass-1' },
    })
  ).body.access_token;
  const [rug] = (await api('GET', `/api/products${listQuery({ filter: { sku: 'CP-3003' } })}`)).body;
  const saved = await call(ctx.server.url, 'POST', '/api/favorites', {
    token,
    body: { entityName: 'Product', entityId: rug.id, groupName: 'favoriteproducts', customerId: 1 },
  });
  expect(saved.status).toBe(201);
  expect(saved.body.customerId).toBe(customer.id);
  const again = await call(ctx.server.url, 'POST', '/api/favorites', {
    token,
    body: { entityName: 'Product', entityId: rug.id },
  });
  expect(again.status).toBe(409);
  const missing = await call(ctx.server.url, 'POST', '/api/favorites', {
    token,
    body: { entityName: 'Product', entityId: 999999 },
  });
  expect(missing.body.details).toEqual([
    expect.objectContaining({ path: '/entityId', error: 'favorite.error.notfound' }),
  ]);
  const { html } = await page('/en/account/favoriteproducts', `saray_token=${token}`);
  expect(html).toContain('Isfahan prayer rug');
  await api('DELETE', `/api/customers/${customer.id}`);
});

test('sitemap.xml lists the pages flagged for it and the products; robots.txt points to it', async () => {
  const res = await fetch(`${ctx.server.url}/sitemap.xml`);
  expect(res.headers.get('content-type')).toMatch(/application\/xml/);
  const xml = await res.text();
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  expect(xml).toContain(`<loc>${ctx.server.url}/en/pages/about-us</loc>`);
  expect(xml).toContain(`<loc>${ctx.server.url}/tr/pages/about-us</loc>`);
  expect(xml).toContain(`<loc>${ctx.server.url}/fa</loc>`);
  const [product] = (await api('GET', `/api/products${listQuery({ filter: { sku: 'BK-4001' } })}`)).body;
  expect(xml).toContain(`<loc>${ctx.server.url}/fa/p/${product.guid}</loc>`);

  const hidden = await api('POST', '/api/CMS/addPage', {
    multiLanguage: false,
    page: { title: 'Not in the sitemap', slug: 'hidden-page', languageCode: 'en', includeInSitemap: false },
  });
  expect(await (await fetch(`${ctx.server.url}/sitemap.xml`)).text()).not.toContain('hidden-page');
  await api('DELETE', `/api/CMS/deletePage?id=${hidden.body.ids[0]}`);

  const robots = await (await fetch(`${ctx.server.url}/robots.txt`)).text();
  expect(robots).toContain(`Sitemap: ${ctx.server.url}/sitemap.xml`);
  expect(robots).toContain('Disallow: /api/');
});

test('a menu block refuses removing an item whose children remain', async () => {
  const [menu] = (
    await api('GET', `/api/contents${listQuery({ filter: { componentName: 'menu', partName: 'menu' } })}`)
  ).body;
  const items = [
    { id: 'p1', title: 'Parent', link: 'cat', parentid: null },
    { id: 'c1', title: 'Child', link: 'pages/about-us', parentid: 'p1' },
  ];
  const data = (list: object[]) =>
    JSON.stringify({ menuitems: { title: 'Menu items', type: 'componentlist', content: JSON.stringify(list) } });
  const saved = await api('POST', '/api/CMS/saveContent', { ...menu, dataContent: data(items) });
  expect(saved.status).toBe(200);
  const refused = await api('POST', '/api/CMS/saveContent', { ...saved.body, dataContent: data([items[1]]) });
  expect(refused.status).toBe(400);
  expect(refused.body.details).toEqual([
    expect.objectContaining({ path: '/dataContent/menuitems', error: 'common.error.childitemexist' }),
  ]);
  const restored = await api('POST', '/api/CMS/saveContent', { ...saved.body, dataContent: menu.dataContent });
  expect(restored.status).toBe(200);
});

test('a failure while reading a page is the 500 page, with a reference that is also in the log', async () => {
  // The products table goes missing under the server: the product list cannot be read.
  await ctx.server.dataSource.query('ALTER TABLE products RENAME TO products_away');
  try {
    const { status, html } = await page('/en/p');
    expect(status).toBe(500);
    expect(html).toContain('<h1>Something went wrong on our side.</h1>');
    expect(html).toMatch(/Reference: [0-9a-f-]{36}/);
    expect(meta(html, 'robots')).toBe('noindex');
  } finally {
    await ctx.server.dataSource.query('ALTER TABLE products_away RENAME TO products');
  }
  expect((await page('/en/p')).status).toBe(200);
});

test('the exchange screens are drawn on the server in every language; an unknown pair is the 404 page', async () => {
  const titles = {
    en: ['Markets', 'Currencies', 'Staking plans'],
    fa: ['بازارها', 'ارزها', 'طرح‌های استیکینگ'],
    tr: ['Piyasalar', 'Para birimleri', 'Stake planları'],
  };
  for (const [lang, [markets, currencies, staking]] of Object.entries(titles)) {
    const list = await page(`/${lang}/market`);
    expect(list.status).toBe(200);
    expect(list.html).toContain(`<h1>${markets}</h1>`);
    expect(list.html).toContain(`href="/${lang}/market/BTCUSDT"`);
    expect((await page(`/${lang}/market/currencies`)).html).toContain(`<h1>${currencies}</h1>`);
    expect((await page(`/${lang}/staking`)).html).toContain(`<h1>${staking}</h1>`);
    const pair = await page(`/${lang}/market/ethusdt`);
    expect(pair.status).toBe(200);
    expect(head(pair.html)).toContain('| ETHUSDT</title>');
    expect(pair.html).toContain('<h1>ETH/USDT</h1>');
    expect(pair.html).toContain('data-testid="price-chart"');
    for (const html of [list.html, pair.html]) expect(html).not.toMatch(/>storefront\.[a-z.]+</);
  }
  expect((await page('/en/market/NOSUCHPAIR')).status).toBe(404);
  // The account's exchange sections need a session, like every account section.
  const history = await page('/en/account/myorders');
  expect(history.status).toBe(302);
  expect(history.location).toBe('/en/Authentication?returnUrl=%2Fen%2Faccount%2Fmyorders');
});
