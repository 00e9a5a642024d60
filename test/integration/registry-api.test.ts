import path from 'node:path';
import { ROOT_DIR } from '../../backend/src/config.js';
import { Registry } from '../../backend/src/schema/registry.js';
import { call, listQuery } from '../support/http.js';
import { startServer } from '../support/server.js';
import { useSharedServer } from '../support/shared-server.js';

const ctx = useSharedServer();

describe('the registry as served', () => {
  test('every entity is reachable through the generic REST API, and listed in meta when it may be used', async () => {
    const schemas = await call<{ resource: string }[]>(ctx.server.url, 'GET', '/api/meta/schemas', {
      token: ctx.token,
    });
    const registered = Registry.fromDirectory(path.join(ROOT_DIR, 'entity-schemas')).entities;
    // Some tables belong to the platform alone (one-time codes): no role is given any access to them.
    const usable = registered.filter(
      (e) => e.meta.access.roles.length > 0 || Object.keys(e.meta.access.grants ?? {}).length > 0,
    );
    expect(usable.length).toBeGreaterThan(registered.length - 3);
    expect(schemas.body.map((s) => s.resource).sort()).toEqual(usable.map((e) => e.meta.resource).sort());
    for (const { meta } of registered) {
      const res = await call(ctx.server.url, 'GET', `/api/${meta.resource}${listQuery({ range: [0, 4] })}`, {
        token: ctx.token,
      });
      expect([meta.resource, res.status]).toEqual([meta.resource, usable.some((e) => e.meta === meta) ? 200 : 403]);
      if (res.status === 200) {
        expect(res.headers.get('content-range')).toMatch(new RegExp(`^${meta.resource} (\\d+-\\d+|\\*)/\\d+$`));
      }
    }
  });

  test('meta/schemas shows a visitor only what a visitor may use', async () => {
    const anon = await call<{ resource: string; operations: string[]; fields: Record<string, unknown> }[]>(
      ctx.server.url,
      'GET',
      '/api/meta/schemas',
    );
    const resources = anon.body.map((s) => s.resource);
    expect(resources).toContain('products');
    expect(resources).not.toContain('customers');
    expect(resources).not.toContain('settings');
    expect(anon.body.find((s) => s.resource === 'products')!.operations).toEqual(['list', 'view']);
    const admin = await call<{ resource: string; fields: Record<string, unknown> }[]>(
      ctx.server.url,
      'GET',
      '/api/meta/schemas',
      { token: ctx.token },
    );
    const customers = admin.body.find((s) => s.resource === 'customers')!;
    expect(Object.keys(customers.fields)).not.toContain('passwordHash');
  });

  test('the OpenAPI 3.1 document covers every resource, and /api/docs renders it', async () => {
    const doc = await call<{
      openapi: string;
      paths: Record<string, object>;
      components: { schemas: Record<string, { properties: object }> };
    }>(ctx.server.url, 'GET', '/api/openapi.json');
    expect(doc.body.openapi).toBe('3.1.0');
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining(['/api/products', '/api/products/{id}', '/api/countries', '/api/countries/{id}']),
    );
    expect(Object.keys(doc.body.components.schemas.Product.properties)).toEqual(
      expect.arrayContaining(['id', 'price', 'sku', 'version']),
    );
    expect(Object.keys(doc.body.components.schemas.Customer.properties)).not.toContain('passwordHash');
    const page = await call<string>(ctx.server.url, 'GET', '/api/docs');
    expect(page.status).toBe(200);
    expect(page.body).toContain('/api/openapi.json');
  });

  test('CORS lets a browser dashboard on a listed origin read Content-Range and send PUT/DELETE', async () => {
    // Foreign origins are refused unless SARAY_CORS_ORIGINS lists them (test/integration/hardening.test.ts).
    const server = await startServer({ config: { corsOrigins: ['http://admin.example'] } });
    try {
      const res = await fetch(`${server.url}/api/products`, {
        method: 'OPTIONS',
        headers: { origin: 'http://admin.example', 'access-control-request-method': 'PUT' },
      });
      expect(res.headers.get('access-control-allow-methods')).toMatch(/PUT/);
      const list = await fetch(`${server.url}/api/products`, { headers: { origin: 'http://admin.example' } });
      expect(list.headers.get('access-control-expose-headers')).toMatch(/Content-Range/);
    } finally {
      await server.close();
    }
  });
});
