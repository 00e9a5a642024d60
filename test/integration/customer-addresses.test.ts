import { call, listQuery } from '../support/http.js';
import { signedInCustomer, useServer } from '../support/server.js';

// A customer keeps their own addresses from the storefront, up to the store's maximum count.
const ctx = useServer();
let customer: { id: number; username: string; token: string };
let token: string;
let place: { countryId: number; cityId: number };
const as = (t: string) => (method: string, path: string, body?: object) =>
  call(ctx.server.url, method, path, { token: t, body });

beforeAll(async () => {
  const [city] = (
    await call(ctx.server.url, 'GET', `/api/cities${listQuery({ filter: { name: 'Tabriz' } })}`, { token: ctx.token })
  ).body;
  place = { countryId: city.countryId, cityId: city.id };
  customer = await signedInCustomer(ctx.server, ctx.token, 'addresser1', 'secret-pass-1');
  token = customer.token;
});

const address = (n: number) => ({ ...place, title: `Home ${n}`, addressDetail: `Valiasr St. ${n}`, customerId: 1 });

test('a customer’s address is always their own, and others cannot see it', async () => {
  const me = as(token);
  const created = await me('POST', '/api/customer-addresses', address(1));
  expect(created.status).toBe(201);
  expect(created.body.customerId).toBe(customer.id);
  const mine = await me('GET', '/api/customer-addresses');
  expect(mine.body.map((a: { title: string }) => a.title)).toEqual(['Home 1']);
  const other = await signedInCustomer(ctx.server, ctx.token, 'otherone1', 'secret-pass-1');
  const otherToken = other.token;
  expect((await as(otherToken)('GET', '/api/customer-addresses')).body).toEqual([]);
  expect((await as(otherToken)('GET', `/api/customer-addresses/${created.body.id}`)).status).toBe(404);
  expect((await as(otherToken)('DELETE', `/api/customer-addresses/${created.body.id}`)).status).toBe(404);
  await call(ctx.server.url, 'DELETE', `/api/customers/${other.id}`, { token: ctx.token });
  await me('DELETE', `/api/customer-addresses/${created.body.id}`);
});

test('the store’s maximum address count is enforced on the server, also for requests at once', async () => {
  const [setting] = (
    await call(
      ctx.server.url,
      'GET',
      `/api/settings${listQuery({ filter: { name: 'customer.maximumaddresscount' } })}`,
      { token: ctx.token },
    )
  ).body;
  expect(setting).toBeUndefined();
  const me = as(token);
  // Five at once (the default maximum), then three more at once: exactly five are kept.
  const first = await Promise.all([1, 2, 3, 4, 5].map((n) => me('POST', '/api/customer-addresses', address(n))));
  expect(first.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
  const more = await Promise.all([6, 7, 8].map((n) => me('POST', '/api/customer-addresses', address(n))));
  expect(more.map((r) => r.status)).toEqual([400, 400, 400]);
  expect(more[0].body).toMatchObject({
    error: 'address.error.maxcount',
    message: 'Maximum address count exceeded: you can keep at most 5 addresses.',
  });
  const page = await fetch(`${ctx.server.url}/en/account/myaddresses`, { headers: { cookie: `saray_token=${token}` } });
  expect(await page.text()).toContain('5 of at most 5');
  for (const a of (await me('GET', '/api/customer-addresses')).body)
    await me('DELETE', `/api/customer-addresses/${a.id}`);
});
