/**
 * @engines pglite postgres
 * The storefront reads the media library with SQL of its own, one statement per page.
 */
import { call, listQuery } from '../support/http.js';
import { statementsDuring } from '../support/query-log.js';
import { useServer } from '../support/server.js';

// What the media library says of a picture is what the storefront says of it: its alternative text in the page's
// language, and the point a cropped box keeps in view.
const ctx = useServer();
const api = (method: string, path: string, body?: object) =>
  call(ctx.server.url, method, path, { token: ctx.token, body });
const html = async (path: string) => (await fetch(ctx.server.url + path)).text();
/** The <img> of a product's card on a page. */
const cardImage = (page: string, sku: string) =>
  new RegExp(`<article class="product-card" data-product="${sku}">[\\s\\S]*?(<img [^>]*>)`).exec(page)?.[1];

// A product the home page's products box shows.
const SKU = 'CP-3001';
const DESCRIBED = {
  en: 'An ivory silk carpet, seen from above',
  fa: 'فرش ابریشمی شیری، از بالا',
  tr: 'Fildişi ipek halı',
};

// The server's database is this file's own (useServer): the demo picture's new description goes with it.
beforeAll(async () => {
  const [product] = (await api('GET', `/api/products${listQuery({ filter: { sku: SKU } })}`)).body;
  const file = String(product.pictures).split(',')[0];
  const [entry] = (await api('GET', `/api/media${listQuery({ filter: { file } })}`)).body;
  const set = await api('PUT', `/api/media/${entry.id}`, {
    alt: DESCRIBED,
    focalPoint: '20 80',
    version: entry.version,
  });
  expect(set.status).toBe(200);
});

test("a product card's picture has the library's text in the page's language and keeps its focal point in view", async () => {
  for (const [path, alt] of [
    ['/fa/', DESCRIBED.fa],
    ['/tr/', DESCRIBED.tr],
    ['/', DESCRIBED.en],
  ]) {
    const img = cardImage(await html(path), SKU);
    expect(img).toContain(` alt="${alt}"`);
    expect(img).toContain(' style="object-position:20% 80%"');
  }
});

test('the page state carries the entries of the pictures the page shows, and only what is useful', async () => {
  const page = await html('/fa/');
  const state = JSON.parse(
    /<script id="storefront-state" type="application\/json">([\s\S]*?)<\/script>/.exec(page)![1],
  );
  const media = state.media as Record<string, { alt?: string; focalPoint?: string }>;
  // Each of them is drawn in the page's markup, before the state.
  const markup = page.slice(0, page.indexOf('<script id="storefront-state"'));
  for (const file of Object.keys(media)) expect(markup).toContain(file);
  expect(Object.values(media)).toContainEqual({ alt: DESCRIBED.fa, focalPoint: '20 80' });
  // The seed's pictures sit at their middle: no focal point to send.
  expect(Object.values(media).filter((m) => m.focalPoint)).toHaveLength(1);
});

test("the library is read in one statement per page, whatever its pictures' number, and not at all without any", async () => {
  // Each page drawn for the request: the page cache would answer one it keeps without a statement, and to it a
  // query parameter the page does not read makes another page.
  let drawn = 0;
  const mediaReads = async (path: string) =>
    (await statementsDuring(ctx.server.dataSource, () => html(`${path}?drawn=${++drawn}`))).filter((q) =>
      /\bFROM media\b/.test(q),
    );
  // The home page: the banner and the products box's cards.
  expect(await mediaReads('/fa/')).toHaveLength(1);
  // A list of every product, each card with its picture.
  expect(await mediaReads('/fa/p')).toHaveLength(1);
  expect(await mediaReads('/en/pages/about-us')).toHaveLength(0);
});
