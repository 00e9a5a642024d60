/**
 * @engines pglite postgres
 * The statements each engine's driver is sent on a hot path.
 */
import { call, listQuery } from '../support/http.js';
import { statementsDuring } from '../support/query-log.js';
import { useServer } from '../support/server.js';

// Hot paths have a fixed number of statements whatever the page size: an N+1 makes these fail. A signed-in call
// adds none once its session has been resolved: the guard holds recently resolved sessions in memory (dropped at
// once when revoked). The SecurityAccess grants are a cache refreshed every few seconds, not a per-request statement,
// so their reload is not counted.
const ctx = useServer();
// The administrator's session, resolved once before anything is counted, and the settings (a cache read once per
// process: a list reads the store's language from it).
beforeAll(async () => {
  await call(ctx.server.url, 'GET', '/api/Authentication/CheckAuthenticated', { token: ctx.token });
  await call(ctx.server.url, 'GET', '/api/products?range=[0,0]');
});

const count = async (fn: () => Promise<unknown>) =>
  (await statementsDuring(ctx.server.dataSource, fn)).filter(
    (q) => !/^(START TRANSACTION|BEGIN|COMMIT|ROLLBACK)/i.test(q) && !q.includes('"security_accesses"'),
  );

test('a list page is one page query and one count, for 1 or 1000 rows', async () => {
  for (const range of [
    [0, 0],
    [0, 999],
  ] as [number, number][]) {
    const q = await count(() =>
      call(
        ctx.server.url,
        'GET',
        `/api/products${listQuery({ range, sort: ['price', 'ASC'], filter: { published: true, q: 'a' } })}`,
      ),
    );
    expect(q).toHaveLength(2);
  }
});

test('a list page with the titles of three relation columns is still one page query and one count', async () => {
  const titles = encodeURIComponent(JSON.stringify(['customerId', 'storeId', 'coinId']));
  for (const range of [
    [0, 0],
    [0, 999],
  ] as [number, number][]) {
    const q = await count(() =>
      call(ctx.server.url, 'GET', `/api/product-orders${listQuery({ range })}&titles=${titles}`, { token: ctx.token }),
    );
    // The page with the titles' joins, the count.
    expect(q).toHaveLength(2);
    expect(q.filter((s) => (s.match(/LEFT JOIN/g) ?? []).length === 3)).toHaveLength(1);
  }
});

test('reading one record is one statement; create, update and delete a fixed few', async () => {
  const first = (await call(ctx.server.url, 'GET', `/api/tags${listQuery({ range: [0, 0] })}`)).body[0];
  expect(await count(() => call(ctx.server.url, 'GET', `/api/tags/${first.id}`))).toHaveLength(1);
  let id = 0;
  // create: insert returning the row + history
  expect(
    await count(async () => {
      id = (await call(ctx.server.url, 'POST', '/api/tags', { token: ctx.token, body: { name: 'counted' } })).body.id;
    }),
  ).toHaveLength(2);
  // update: lock + write returning the row + history
  expect(
    await count(() =>
      call(ctx.server.url, 'PUT', `/api/tags/${id}`, { token: ctx.token, body: { name: 'counted again' } }),
    ),
  ).toHaveLength(3);
  // delete: lock + delete + history
  expect(await count(() => call(ctx.server.url, 'DELETE', `/api/tags/${id}`, { token: ctx.token }))).toHaveLength(3);
});
