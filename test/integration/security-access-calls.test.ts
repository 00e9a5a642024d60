import { call, signIn } from '../support/http.js';
import { createCustomer, useServer } from '../support/server.js';

// The CustomerRoles calls of spec 2 §7: a role's security access listed, granted and taken away, with effect.
const ctx = useServer();
const api = (method: string, url: string, body?: object, token = ctx.token) =>
  call(ctx.server.url, method, url, { token, body });

let roleId: number;
let auditor: string;
beforeAll(async () => {
  const role = await api('POST', '/api/customer-roles', { name: 'Auditors', systemName: 'auditors' });
  expect(role.status).toBe(201);
  roleId = role.body.id;
  await createCustomer(ctx.server, ctx.token, { username: 'audit.user' }, 'audit-pass-1', [
    'authenticated',
    'auditors',
  ]);
  auditor = await signIn(ctx.server.url, 'audit.user', 'audit-pass-1');
});

test('the entities a grant can name and the access types, in the spec order', async () => {
  const entities = (await api('GET', '/api/CustomerRoles/getEntities')).body as { name: string; group: string }[];
  expect(entities).toEqual(
    expect.arrayContaining([{ name: 'Payment', group: 'Payments', label: 'resources.payments.name' }]),
  );
  expect(entities.map((e) => e.name)).toEqual([...entities.map((e) => e.name)].sort((a, b) => a.localeCompare(b)));
  expect((await api('GET', '/api/CustomerRoles/getAccessTypes')).body).toEqual([
    'grant',
    'delete',
    'save',
    'create',
    'update',
    'list',
    'print',
    'view',
    'viewown',
    'editown',
  ]);
});

test('a grant saved for a role lets its customers in at once; deleting it shuts them out again', async () => {
  expect((await api('GET', '/api/cheques', undefined, auditor)).status).toBe(403);
  const saved = await api('POST', '/api/CustomerRoles/saveSecurityAccess', {
    customerRoleId: roleId,
    entityName: 'Cheque',
    accessType: 'list',
  });
  expect(saved.status).toBe(201);
  expect((await api('GET', `/api/CustomerRoles/getSecurityAccessById?id=${roleId}`)).body).toEqual([
    expect.objectContaining({ id: saved.body.id, customerRoleId: roleId, entityName: 'Cheque', accessType: 'list' }),
  ]);
  expect((await api('GET', '/api/cheques', undefined, auditor)).status).toBe(200);

  const removed = await api('DELETE', `/api/CustomerRoles/deleteSecurityAccess?id=${saved.body.id}`);
  expect(removed.status).toBe(200);
  expect((await api('GET', `/api/CustomerRoles/getSecurityAccessById?id=${roleId}`)).body).toEqual([]);
  expect((await api('GET', '/api/cheques', undefined, auditor)).status).toBe(403);
});

test('the same entry twice, an unknown entity or access type, and an unknown role are refused', async () => {
  const grant = { customerRoleId: roleId, entityName: 'Country', accessType: 'view' };
  expect((await api('POST', '/api/CustomerRoles/saveSecurityAccess', grant)).status).toBe(201);
  expect((await api('POST', '/api/CustomerRoles/saveSecurityAccess', grant)).body.error).toBe(
    'securityaccess.error.exists',
  );
  expect(
    (await api('POST', '/api/CustomerRoles/saveSecurityAccess', { ...grant, entityName: 'Spaceship' })).body.error,
  ).toBe('securityaccess.error.unknownentity');
  const badType = await api('POST', '/api/CustomerRoles/saveSecurityAccess', { ...grant, accessType: 'everything' });
  expect(badType.status).toBe(400);
  expect((await api('GET', '/api/CustomerRoles/getSecurityAccessById?id=99999')).status).toBe(404);
  expect((await api('GET', '/api/CustomerRoles/getSecurityAccessById?id=abc')).status).toBe(400);
});

test('only administrators use these calls', async () => {
  for (const url of ['/api/CustomerRoles/getEntities', '/api/CustomerRoles/getAccessTypes']) {
    expect((await api('GET', url, undefined, auditor)).status).toBe(403);
  }
  const refused = await api(
    'POST',
    '/api/CustomerRoles/saveSecurityAccess',
    { customerRoleId: roleId, entityName: 'Payment', accessType: 'grant' },
    auditor,
  );
  expect(refused.status).toBe(403);
});
