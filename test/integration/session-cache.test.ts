/**
 * @engines pglite postgres
 * The statements a signed-in request sends for its session, and revocation through each engine's transactions.
 */
import { call, listQuery, signIn } from '../support/http.js';
import { statementsDuring } from '../support/query-log.js';
import { createCustomer, useServer } from '../support/server.js';

// A session resolved recently is answered from memory; every revocation and every change to what it resolves to
// (the customer's state, their roles) still takes effect on the very next request.
const ctx = useServer();
const PASSWORD = 'session-cache-pass-1';
let serial = 0;

const whoAmI = (token: string) => call(ctx.server.url, 'GET', '/api/Authentication/CheckAuthenticated', { token });
const admin = (method: string, path: string, body?: unknown) =>
  call(ctx.server.url, method, path, { token: ctx.token, body });

/** A new customer with the given roles, signed in with a password: their id, access and refresh tokens. */
async function customer(roles: string[] = ['authenticated']) {
  const username = `session.cache${++serial}`;
  const { id } = await createCustomer(
    ctx.server,
    ctx.token,
    { username, email: `${username}@example.com` },
    PASSWORD,
    roles,
  );
  const record = await call(ctx.server.url, 'POST', '/api/Authentication/signin', {
    body: { username, password: PASSWORD },
  });
  expect(record.status).toBe(200);
  return { id, token: record.body.access_token as string, refresh: record.body.refresh_token as string };
}

const roleId = async (systemName: string): Promise<number> =>
  (await admin('GET', `/api/customer-roles${listQuery({ filter: { systemName } })}`)).body[0].id;

test('a second request with the same token sends no statement for its session', async () => {
  const token = await signIn(ctx.server.url);
  const first = await statementsDuring(ctx.server.dataSource, () => whoAmI(token));
  expect(first.filter((q) => q.includes('auth_sessions'))).toHaveLength(1);
  let answer!: Awaited<ReturnType<typeof whoAmI>>;
  const second = await statementsDuring(ctx.server.dataSource, async () => {
    answer = await whoAmI(token);
  });
  expect(answer.status).toBe(200);
  expect(answer.body.roles).toContain('administrators');
  expect(second.filter((q) => q.includes('auth_sessions'))).toEqual([]);
});

test('after signing out, the same access token is refused at once', async () => {
  const { token } = await customer();
  expect((await whoAmI(token)).status).toBe(200);
  const out = await call(ctx.server.url, 'POST', '/api/Authentication/signout', { token, body: {} });
  expect(out.status).toBe(200);
  expect((await whoAmI(token)).status).toBe(401);
});

test('signing out of every device refuses every device’s token at once', async () => {
  const { token } = await customer();
  const other = await signIn(ctx.server.url, `session.cache${serial}`, PASSWORD);
  expect((await whoAmI(other)).status).toBe(200);
  expect(
    (await call(ctx.server.url, 'POST', '/api/Authentication/signout', { token, body: { allDevices: true } })).status,
  ).toBe(200);
  expect((await whoAmI(other)).status).toBe(401);
});

test('a reused refresh token ends its session: the access token is refused at once', async () => {
  const { token, refresh } = await customer();
  expect((await whoAmI(token)).status).toBe(200);
  const refresh1 = await call(ctx.server.url, 'POST', '/api/Authentication/refresh', {
    body: { refresh_token: refresh },
  });
  expect(refresh1.status).toBe(200);
  const fresh = refresh1.body.access_token as string;
  expect((await whoAmI(fresh)).status).toBe(200);
  const reused = await call(ctx.server.url, 'POST', '/api/Authentication/refresh', {
    body: { refresh_token: refresh },
  });
  expect(reused.body.error).toBe('security.error.tokenreused');
  expect((await whoAmI(fresh)).status).toBe(401);
});

test('an administrator deactivating a customer refuses their token at once', async () => {
  const { id, token } = await customer();
  expect((await whoAmI(token)).status).toBe(200);
  const updated = await admin('PUT', `/api/customers/${id}`, { active: false });
  expect(updated.status).toBe(200);
  expect((await whoAmI(token)).status).toBe(401);
});

test('an administrator deleting a customer refuses their token at once', async () => {
  const { id, token } = await customer();
  expect((await whoAmI(token)).status).toBe(200);
  expect((await admin('DELETE', `/api/Customers/${id}`)).status).toBe(200);
  expect((await whoAmI(token)).status).toBe(401);
});

test('a role taken away changes what the customer may do at once', async () => {
  const { id, token } = await customer(['authenticated', 'administrators']);
  expect((await call(ctx.server.url, 'GET', '/api/customer-role-mappings', { token })).status).toBe(200);
  const administrators = await roleId('administrators');
  const removed = await admin(
    'DELETE',
    `/api/Customers/deleteCustomerRole?customerId=${id}&customerRoleId=${administrators}`,
  );
  expect(removed.status).toBe(200);
  expect((await call(ctx.server.url, 'GET', '/api/customer-role-mappings', { token })).status).toBe(403);
  expect((await whoAmI(token)).body.roles.split(',')).not.toContain('administrators');
});

test('a role given, then the role itself deactivated, show in the roles at once', async () => {
  const { id, token } = await customer();
  const role = await admin('POST', '/api/customer-roles', { name: `Cached ${serial}`, systemName: `cached${serial}` });
  expect(role.status).toBe(201);
  const roles = async () => ((await whoAmI(token)).body.roles as string).split(',');
  expect(await roles()).not.toContain(`cached${serial}`);
  await admin('POST', '/api/customer-role-mappings', { customerId: id, customerRoleId: role.body.id });
  expect(await roles()).toContain(`cached${serial}`);
  expect((await admin('PUT', `/api/customer-roles/${role.body.id}`, { active: false })).status).toBe(200);
  expect(await roles()).not.toContain(`cached${serial}`);
  await admin('DELETE', `/api/customer-roles/${role.body.id}`);
});
