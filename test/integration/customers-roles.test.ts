import { call, listQuery, signIn } from '../support/http.js';
import { createCustomer } from '../support/server.js';
import { useSharedServer } from '../support/shared-server.js';

const ctx = useSharedServer();
const PASSWORD = 'roles-pass-1';
const api = (method: string, path: string, body?: unknown, token = ctx.token) =>
  call(ctx.server.url, method, `/api/Customers/${path}`, { token, body });
const roleIds = new Map<string, number>();
let customerId: number;
let customerToken: string;

const notMapped = async (id = customerId) =>
  ((await api('GET', `getNotMappedCustomerRoles?customerId=${id}`)).body as { systemName: string }[])
    .map((r) => r.systemName)
    .sort();

beforeAll(async () => {
  customerId = (await createCustomer(ctx.server, ctx.token, { username: 'role.taker' }, PASSWORD)).id;
  customerToken = await signIn(ctx.server.url, 'role.taker', PASSWORD);
  const created = await call(ctx.server.url, 'POST', '/api/customer-roles', {
    token: ctx.token,
    body: { name: 'Retired', systemName: 'retired', active: false },
  });
  expect(created.status).toBe(201);
  const roles = await call(ctx.server.url, 'GET', `/api/customer-roles${listQuery({ range: [0, 99] })}`, {
    token: ctx.token,
  });
  for (const r of roles.body as { id: number; systemName: string }[]) roleIds.set(r.systemName, r.id);
});

test('the roles offered are the active ones the customer does not hold', async () => {
  expect(await notMapped()).toEqual(['administrators', 'guests', 'support']);
});

test('adding a role: 201 with the mapping, no longer offered, and in force on the next request', async () => {
  expect((await api('GET', 'getMyCustomers', undefined, customerToken)).status).toBe(403);
  const res = await api('POST', 'addCustomerRole', { customerId, customerRoleId: roleIds.get('administrators') });
  expect(res.status).toBe(201);
  expect(res.body).toMatchObject({ customerId, customerRoleId: roleIds.get('administrators') });
  expect(await notMapped()).toEqual(['guests', 'support']);
  expect((await api('GET', 'getMyCustomers', undefined, customerToken)).status).toBe(200);
});

test('adding a role twice is 409; unknown customers and roles are refused', async () => {
  const twice = await api('POST', 'addCustomerRole', { customerId, customerRoleId: roleIds.get('administrators') });
  expect([twice.status, twice.body.error]).toEqual([409, 'role.error.alreadymapped']);
  expect((await api('POST', 'addCustomerRole', { customerId: 999999, customerRoleId: 1 })).status).toBe(400);
  expect((await api('POST', 'addCustomerRole', { customerId, customerRoleId: 0 })).status).toBe(400);
  expect((await api('POST', 'addCustomerRole', { customerId })).status).toBe(400);
});

test('removing a role: 200 with the removed mapping, offered again, access gone; a second time is 404', async () => {
  const path = `deleteCustomerRole?customerId=${customerId}&customerRoleId=${roleIds.get('administrators')}`;
  const res = await api('DELETE', path);
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ customerId, customerRoleId: roleIds.get('administrators') });
  expect(await notMapped()).toEqual(['administrators', 'guests', 'support']);
  expect((await api('GET', 'getMyCustomers', undefined, customerToken)).status).toBe(403);
  expect((await api('DELETE', path)).status).toBe(404);
  expect((await api('DELETE', 'deleteCustomerRole?customerId=abc&customerRoleId=1')).status).toBe(400);
});

test('roles of an unknown customer: 404; a missing id: 400', async () => {
  expect((await api('GET', 'getNotMappedCustomerRoles?customerId=999999')).status).toBe(404);
  expect((await api('GET', 'getNotMappedCustomerRoles')).status).toBe(400);
});
