import { call, listQuery } from '../support/http.js';
import { useServer } from '../support/server.js';

const ctx = useServer();
const get = (path: string, headers: Record<string, string> = {}, token?: string) =>
  call(ctx.server.url, 'GET', path, { headers, token });

describe('store and application of a request', () => {
  test('a known store header is accepted in any case; an unknown one is 404 on every call', async () => {
    expect((await get('/api/products', { store: 'main' })).status).toBe(200);
    expect((await get('/api/products', { store: 'MAIN' })).status).toBe(200);
    const unknown = await get('/api/products', { store: 'no-such-store' });
    expect(unknown).toMatchObject({ status: 404, body: { error: 'store.error.notfound' } });
    expect((await get('/api/meta/schemas', { store: 'no-such-store' })).status).toBe(404);
  });

  test('getStoreByName answers the public store record', async () => {
    const store = await get('/api/Stores/getStoreByName?name=main');
    expect(store.body).toMatchObject({ name: 'main', companyName: 'Saray Demo Bazaar' });
    expect((await get('/api/Stores/getStoreByName?name=nowhere')).status).toBe(404);
    // Without a name: the request's own store, the default one when no store is named.
    expect((await get('/api/Stores/getStoreByName')).body).toMatchObject({ name: 'main' });
  });

  test('the Application header must name an active application, by name or GUID', async () => {
    const app = (await get(`/api/applications${listQuery({ filter: { name: 'Saray web' } })}`, {}, ctx.token)).body[0];
    expect((await get('/api/products', { application: 'Saray web' })).status).toBe(200);
    expect((await get('/api/products', { application: app.applicationGuid })).status).toBe(200);
    expect((await get('/api/products', { application: 'rogue-client' })).body.error).toBe('application.error.unknown');
    expect((await get('/api/Authentication/GetAnonymousToken?appIdentity=rogue-client')).status).toBe(400);
    await call(ctx.server.url, 'PUT', `/api/applications/${app.id}`, { token: ctx.token, body: { isActive: false } });
    expect((await get('/api/products', { application: 'Saray web' })).status).toBe(400);
    await call(ctx.server.url, 'PUT', `/api/applications/${app.id}`, { token: ctx.token, body: { isActive: true } });
    expect((await get('/api/products', { application: 'Saray web' })).status).toBe(200);
  });

  test("an application's secret key can be set but is never returned", async () => {
    const secretKey = 'app-secret-key-0123456789';
    const created = await call(ctx.server.url, 'POST', '/api/applications', {
      token: ctx.token,
      body: { name: 'Mobile app', appVersion: '2.1', secretKey },
    });
    expect(created.status).toBe(201);
    expect(created.body).not.toHaveProperty('secretKey');
    expect(JSON.stringify((await get(`/api/applications/${created.body.id}`, {}, ctx.token)).body)).not.toContain(
      secretKey,
    );
    const [row] = await ctx.server.dataSource.query('SELECT secret_key FROM applications WHERE id = $1', [
      created.body.id,
    ]);
    expect(row.secret_key).toBe(secretKey);
    await call(ctx.server.url, 'DELETE', `/api/applications/${created.body.id}`, { token: ctx.token });
  });
});

describe('built-in roles', () => {
  test('administrators, authenticated, guests and support are system roles that cannot be deleted or renamed', async () => {
    const roles = (await get(`/api/customer-roles${listQuery({ range: [0, 99] })}`, {}, ctx.token)).body as Record<
      string,
      any
    >[];
    const builtIn = roles
      .filter((r) => r.systemRole)
      .map((r) => r.systemName)
      .sort();
    expect(builtIn).toEqual(['administrators', 'authenticated', 'guests', 'support']);
    const admins = roles.find((r) => r.systemName === 'administrators')!;
    expect(
      (await call(ctx.server.url, 'DELETE', `/api/customer-roles/${admins.id}`, { token: ctx.token })).body.error,
    ).toBe('role.error.systemrole');
    expect(
      (
        await call(ctx.server.url, 'PUT', `/api/customer-roles/${admins.id}`, {
          token: ctx.token,
          body: { systemName: 'admins' },
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await call(ctx.server.url, 'PUT', `/api/customer-roles/${admins.id}`, {
          token: ctx.token,
          body: { name: 'Administrators (all rights)' },
        })
      ).status,
    ).toBe(200);
    const custom = await call(ctx.server.url, 'POST', '/api/customer-roles', {
      token: ctx.token,
      body: { name: 'Sellers', systemName: 'sellers' },
    });
    expect(custom.body.systemRole).toBe(false);
    expect(
      (await call(ctx.server.url, 'DELETE', `/api/customer-roles/${custom.body.id}`, { token: ctx.token })).status,
    ).toBe(200);
  });
});

describe('language and store path segments of pages', () => {
  test.each([
    ['/fa', 200],
    ['/fa/main', 200],
    ['/tr/MAIN/', 200],
    ['/en/dashboard', 200],
    ['/fa/dashboard/Catalog/Product', 200],
    ['/fa/no-such-store', 404],
    ['/de/main', 404],
    ['/en/pages/unknown', 404],
  ])('%s → %i', async (path, status) => {
    const res = await fetch(ctx.server.url + path);
    expect(res.status).toBe(status);
    // Every page path answers with the storefront's HTML, its 404 page included.
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
  });
});

test('an unknown API path still answers with the JSON error', async () => {
  const res = await call(ctx.server.url, 'GET', '/api/no/such/route');
  expect(res).toMatchObject({ status: 404, body: { error: 'common.error.notfound' } });
});
