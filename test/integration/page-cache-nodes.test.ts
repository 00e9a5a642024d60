/**
 * @engines postgres
 * Two API processes on one database: the embedded database has a single process.
 */
import { randomBytes } from 'node:crypto';
import { until } from '../support/browser.js';
import { call, getWithHeaders, listQuery, signIn } from '../support/http.js';
import { startServer, type TestServer } from '../support/server.js';

// Anonymous pages kept on two nodes sharing Redis: what one node draws the other serves, and a change made on one is
// drawn by the other within a second (decision 90).
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const ctx = {} as { a: TestServer; b: TestServer; token: string };

beforeAll(async () => {
  ctx.a = await startServer({
    config: { redisUrl: REDIS_URL, redisPrefix: `saray-test-${randomBytes(6).toString('hex')}` },
  });
  ctx.b = await startServer({ storage: { config: ctx.a.config, remove: async () => undefined } });
  ctx.token = await signIn(ctx.a.url);
}, 120_000);
afterAll(async () => {
  await ctx.b?.close();
  await ctx.a?.close();
});

const api = (method: string, path: string, body?: object) => call(ctx.a.url, method, path, { token: ctx.token, body });

/** A page as a load balancer passes it on: the same Host header whichever node answers. */
async function page(server: TestServer, path: string) {
  const res = await getWithHeaders(server.url + path, { host: 'shop.example' });
  const header = (name: string) => (res.headers[name] as string | undefined) ?? null;
  return { status: res.status, cache: header('x-cache'), etag: header('etag'), html: res.body };
}

/** Node B's page once it holds `text`, and how long that took; the last answer after a second if it never does. */
async function onB(path: string, text: string) {
  const started = Date.now();
  const seen = await until(
    () => page(ctx.b, path),
    (p) => p.html.includes(text),
    1_000,
  );
  return { ...seen, ms: Date.now() - started };
}

test('a page drawn on one node is served kept by the other', async () => {
  // Each try a new address: node B's first request of it is answered with what node A drew and shared.
  let n = 0;
  const tried = await until(
    async () => {
      const path = `/en/pages/about-us?from=a${++n}`;
      const drawn = await page(ctx.a, path);
      return { drawn, onB: await page(ctx.b, path) };
    },
    (t) => t.onB.cache === 'hit',
    1_000,
  );
  expect([tried.drawn.cache, tried.onB.cache, tried.onB.etag, tried.onB.html]).toEqual([
    'miss',
    'hit',
    tried.drawn.etag,
    tried.drawn.html,
  ]);
});

test('a page published on node A is drawn by node B within a second', async () => {
  const made = await api('POST', '/api/pages', {
    languageCode: 'en',
    slug: 'two-nodes-published',
    type: 'Pages',
    layoutType: 'onecolumn',
    title: 'Not yet out',
    published: false,
  });
  expect(made.status).toBe(201);
  expect((await page(ctx.b, '/en/pages/two-nodes-published')).status).toBe(404);
  // The home page, kept on B, lists it in the quick access once published.
  await page(ctx.b, '/en/');
  expect((await page(ctx.b, '/en/')).cache).toBe('hit');

  expect((await api('PUT', `/api/pages/${made.body.id}`, { published: true, includeInTopMenu: true })).status).toBe(
    200,
  );
  const published = await onB('/en/pages/two-nodes-published', 'Not yet out');
  expect([published.status, published.ms < 1_000]).toEqual([200, true]);
  const home = await onB('/en/', '/en/pages/two-nodes-published');
  expect(home.ms).toBeLessThan(1_000);

  expect((await api('PUT', `/api/pages/${made.body.id}`, { title: 'Edited on A' })).status).toBe(200);
  const edited = await onB('/en/pages/two-nodes-published', 'Edited on A');
  expect([edited.cache, edited.ms < 1_000]).toEqual(['miss', true]);
  await api('DELETE', `/api/pages/${made.body.id}`);
});

test('a setting changed on node A is drawn by node B within a second, though B keeps its settings in memory', async () => {
  const [row] = (await api('GET', `/api/settings${listQuery({ filter: { name: 'store.name' } })}`)).body;
  await page(ctx.b, '/en/pages/about-us');
  expect((await page(ctx.b, '/en/pages/about-us')).cache).toBe('hit');
  try {
    expect((await api('PUT', `/api/settings/${row.id}`, { value: 'Bazaar of Two Nodes' })).status).toBe(200);
    const renamed = await onB('/en/pages/about-us', '<title>Bazaar of Two Nodes | About us</title>');
    expect(renamed.ms).toBeLessThan(1_000);
  } finally {
    await api('PUT', `/api/settings/${row.id}`, { value: row.value });
  }
});
