/**
 * @engines postgres
 * Two API processes on one database: the embedded database has a single process.
 */
import { randomBytes } from 'node:crypto';
import { until } from '../support/browser.js';
import { call, signIn } from '../support/http.js';
import { createCustomer, startServer, type TestServer } from '../support/server.js';

// A session revoked on one node is refused by another that holds it in its cache: the revocation reaches it over
// Redis, well before the cache's maximum age.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const ctx = {} as { a: TestServer; b: TestServer };

beforeAll(async () => {
  ctx.a = await startServer({
    config: { redisUrl: REDIS_URL, redisPrefix: `saray-test-${randomBytes(6).toString('hex')}` },
  });
  ctx.b = await startServer({ storage: { config: ctx.a.config, remove: async () => undefined } });
}, 120_000);
afterAll(async () => {
  await ctx.b?.close();
  await ctx.a?.close();
});

const whoAmI = (server: TestServer, token: string) =>
  call(server.url, 'GET', '/api/Authentication/CheckAuthenticated', { token });

/** A new customer made on node A, signed in on `at`, and the administrator's token on A. */
async function customer(username: string, at: TestServer) {
  const admin = await signIn(ctx.a.url);
  const { id } = await createCustomer(ctx.a, admin, { username, email: `${username}@example.com` }, 'two-nodes-pass-1');
  return { admin, id, token: await signIn(at.url, username, 'two-nodes-pass-1') };
}

/** The status node B answers the token with once it refuses it, or the last one after a second. */
const refusedOnB = (token: string) =>
  until(
    async () => (await whoAmI(ctx.b, token)).status,
    (status) => status === 401,
    1_000,
  );

test('signing out on one node refuses the token on the other within a second', async () => {
  const { token } = await customer('two.nodes', ctx.a);
  expect((await whoAmI(ctx.b, token)).status).toBe(200);
  expect((await call(ctx.a.url, 'POST', '/api/Authentication/signout', { token, body: {} })).status).toBe(200);
  const started = Date.now();
  expect(await refusedOnB(token)).toBe(401);
  expect(Date.now() - started).toBeLessThan(1_000);
});

test('an administrator deactivating a customer on one node refuses their token on the other', async () => {
  const { admin, id, token } = await customer('two.nodes.2', ctx.b);
  expect((await whoAmI(ctx.b, token)).status).toBe(200);
  expect((await call(ctx.a.url, 'PUT', `/api/customers/${id}`, { token: admin, body: { active: false } })).status).toBe(
    200,
  );
  expect(await refusedOnB(token)).toBe(401);
});
