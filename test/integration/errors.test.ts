/**
 * @engines pglite postgres
 * Values at the edge of what the database holds, through each driver; concurrent versions.
 */
import { call, listQuery, signIn } from '../support/http.js';
import { startServer, type TestServer } from '../support/server.js';
import { snapshot } from '../support/snapshot.js';

let server: TestServer;
let token: string;
let product: Record<string, any>;
let refs: { baseCoinId: number; productTypeId: number };

beforeAll(async () => {
  server = await startServer();
  token = await signIn(server.url);
  const list = await call(server.url, 'GET', `/api/products${listQuery({ filter: { sku: 'PH-1001' } })}`);
  product = list.body[0];
  refs = { baseCoinId: product.baseCoinId, productTypeId: product.productTypeId };
});
afterAll(() => server?.close());

/** Sends a request that must be refused, and proves the products table is exactly as it was. */
async function refused(method: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const before = await snapshot(server.dataSource, 'products');
  const res = await call(server.url, method, path, { token, body, headers });
  expect(await snapshot(server.dataSource, 'products')).toEqual(before);
  return res;
}

describe('refusals: status, key, every bad field named, database unchanged', () => {
  test('wrong types → 400 naming each field', async () => {
    const res = await refused('POST', '/api/products', {
      name: 42,
      price: true,
      stockQuantity: 'many',
      published: 'yes',
      ...refs,
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('common.error.validation');
    const byPath = Object.fromEntries(res.body.details.map((d: { path: string; error: string }) => [d.path, d.error]));
    expect(byPath).toMatchObject({
      '/name': 'common.error.type',
      '/stockQuantity': 'common.error.type',
      '/published': 'common.error.type',
    });
    expect(byPath['/price']).toBeDefined();
    expect(res.body.details.every((d: { message: string }) => d.message && !d.message.startsWith('common.'))).toBe(
      true,
    );
  });

  test('missing required fields → 400 naming each', async () => {
    const res = await refused('POST', '/api/products', { sku: 'NEW-1' });
    expect(res.status).toBe(400);
    const missing = res.body.details
      .filter((d: { error: string }) => d.error === 'common.error.required')
      .map((d: { path: string }) => d.path)
      .sort();
    expect(missing).toEqual(['/baseCoinId', '/name', '/price', '/productTypeId']);
  });

  test('unknown filter or sort column → 400 with its key', async () => {
    const filter = await refused('GET', `/api/products${listQuery({ filter: { passwordHash: 'x' } })}`, undefined);
    expect(filter.status).toBe(400);
    expect(filter.body).toMatchObject({
      error: 'common.error.unknownfilter',
      details: [{ path: '/filter/passwordHash' }],
    });
    const sort = await call(server.url, 'GET', `/api/products${listQuery({ sort: ['nope', 'ASC'] })}`);
    expect(sort.status).toBe(400);
    expect(sort.body.error).toBe('common.error.unknownsort');
    const internal = await call(
      server.url,
      'GET',
      `/api/customers${listQuery({ filter: { passwordHash_neq: null } })}`,
      { token },
    );
    expect(internal.status).toBe(400);
  });

  test('duplicate SKU → 409 product.error.skuexists, on create and on update', async () => {
    const create = await refused('POST', '/api/products', { name: 'Copy', sku: 'PH-1001', price: '1', ...refs });
    expect(create.status).toBe(409);
    expect(create.body).toMatchObject({
      error: 'product.error.skuexists',
      details: [{ path: '/sku', error: 'product.error.skuexists' }],
    });
    const other = (await call(server.url, 'GET', `/api/products${listQuery({ filter: { sku: 'PH-1002' } })}`)).body[0];
    const update = await refused('PUT', `/api/products/${other.id}`, { sku: 'PH-1001' });
    expect(update.status).toBe(409);
    expect(update.body.error).toBe('product.error.skuexists');
  });

  test('duplicate GTIN → 409 product.error.gtinexists', async () => {
    const a = await call(server.url, 'POST', '/api/products', {
      token,
      body: { name: 'GTIN one', gtin: '12345678', price: '1', ...refs },
    });
    expect(a.status).toBe(201);
    const b = await refused('POST', '/api/products', { name: 'GTIN two', gtin: '12345678', price: '1', ...refs });
    expect(b.status).toBe(409);
    expect(b.body.error).toBe('product.error.gtinexists');
    expect((await call(server.url, 'DELETE', `/api/products/${a.body.id}`, { token })).status).toBe(200);
  });

  test('stale version → 409 common.error.concurrentupdate, by body or If-Match', async () => {
    const byBody = await refused('PUT', `/api/products/${product.id}`, { price: '1.00', version: product.version + 5 });
    expect(byBody.status).toBe(409);
    expect(byBody.body.error).toBe('common.error.concurrentupdate');
    const byHeader = await refused(
      'PUT',
      `/api/products/${product.id}`,
      { price: '1.00' },
      { 'if-match': `"${product.version + 1}"` },
    );
    expect(byHeader.status).toBe(409);
  });

  test('a version that is not a number is a 400, even an object naming valueOf or toString', async () => {
    for (const version of [{ valueOf: 1 }, { toString: 'x' }, [1], true]) {
      const res = await refused('PUT', `/api/products/${product.id}`, { name: 'Renamed', version });
      expect([version, res.status, res.body.error]).toEqual([version, 400, 'common.error.badversion']);
    }
  });

  test('two editors with the same version: exactly one wins, no lost update', async () => {
    const fresh = (await call(server.url, 'GET', `/api/products/${product.id}`)).body;
    const [a, b] = await Promise.all([
      call(server.url, 'PUT', `/api/products/${product.id}`, {
        token,
        body: { stockQuantity: 111, version: fresh.version },
      }),
      call(server.url, 'PUT', `/api/products/${product.id}`, {
        token,
        body: { stockQuantity: 222, version: fresh.version },
      }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const winner = a.status === 200 ? a : b;
    const after = (await call(server.url, 'GET', `/api/products/${product.id}`)).body;
    expect(after.stockQuantity).toBe(winner.body.stockQuantity);
    expect(after.version).toBe(fresh.version + 1);
    await call(server.url, 'PUT', `/api/products/${product.id}`, {
      token,
      body: { stockQuantity: fresh.stockQuantity, version: after.version },
    });
  });

  test('read-only and unknown fields are refused, system fields sent back unchanged are accepted', async () => {
    const guid = await refused('PUT', `/api/products/${product.id}`, { guid: '00000000-0000-4000-8000-000000000000' });
    expect(guid.status).toBe(400);
    expect(guid.body.details[0]).toMatchObject({ path: '/guid', error: 'common.error.readonly' });
    const unknown = await refused('PUT', `/api/products/${product.id}`, { colour: 'red' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.details[0]).toMatchObject({ path: '/colour', error: 'common.error.unknownfield' });
    const fresh = (await call(server.url, 'GET', `/api/products/${product.id}`)).body;
    const echo = await call(server.url, 'PUT', `/api/products/${product.id}`, {
      token,
      body: { ...fresh, createdAt: 'whatever', _allowed: [] },
    });
    expect(echo.status).toBe(200);
  });

  test('a relation to a missing record → 400 on that field', async () => {
    const res = await refused('POST', '/api/products', {
      name: 'Orphan',
      price: '1',
      baseCoinId: 999999,
      productTypeId: refs.productTypeId,
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'common.error.relationnotfound', details: [{ path: '/baseCoinId' }] });
  });

  test('401, 403, 404, 413 and malformed JSON mean what they say', async () => {
    expect((await refused('POST', '/api/products', undefined, {})).status).toBe(400);
    const anon = await call(server.url, 'POST', '/api/products', { body: { name: 'x' } });
    expect(anon).toMatchObject({ status: 401, body: { error: 'security.error.accessdenied' } });
    const badToken = await call(server.url, 'GET', '/api/products', { token: 'not.a.token' });
    expect(badToken.status).toBe(401);
    const hidden = await call(server.url, 'GET', '/api/customers');
    expect(hidden.status).toBe(401);
    expect((await call(server.url, 'GET', '/api/products/999999')).body.error).toBe('common.error.notfound');
    expect((await call(server.url, 'GET', '/api/no-such-things')).status).toBe(404);
    const big = await call(server.url, 'POST', '/api/products', {
      token,
      raw: JSON.stringify({ name: 'x'.repeat(3 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(big).toMatchObject({ status: 413, body: { error: 'common.error.toolarge' } });
    const broken = await call(server.url, 'POST', '/api/products', {
      token,
      raw: '{"name": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken).toMatchObject({ status: 400, body: { error: 'common.error.badjson' } });
  });

  test('messages follow the request language', async () => {
    const q = `/api/products${listQuery({ filter: { nope: 1 } })}`;
    const en = await call(server.url, 'GET', q);
    const fa = await call(server.url, 'GET', q, { headers: { lang: 'persian_fa' } });
    const tr = await call(server.url, 'GET', q, { headers: { 'accept-language': 'tr-TR,tr;q=0.9' } });
    expect(new Set([en.body.message, fa.body.message, tr.body.message]).size).toBe(3);
    expect(fa.body.message).toMatch(/[\u0600-\u06FF]/);
    expect(fa.body.error).toBe(en.body.error);
  });
});

describe('values the database cannot hold are refused before it', () => {
  const list = (filter: object) => call(server.url, 'GET', `/api/products${listQuery({ filter })}`, { token });

  test('a filter integer past 32 bits is a 400 on the field, not a database error', async () => {
    for (const filter of [{ stockQuantity: 2 ** 31 }, { id: [1, 2 ** 31] }, { version_gte: '99999999999' }]) {
      const res = await list(filter);
      expect([filter, res.status, res.body.error]).toEqual([filter, 400, 'common.error.badfiltervalue']);
    }
    expect((await list({ stockQuantity_lte: 2 ** 31 - 1 })).status).toBe(200);
  });

  test('dates outside the years 0001 to 9999 are refused, an offset included', async () => {
    for (const createdAt of ['9999-12-31T23:59:59-01:00', '0001-01-01T00:00:00+01:00', '0000-06-01T00:00:00Z']) {
      const res = await list({ createdAt });
      expect([createdAt, res.status, res.body.error]).toEqual([createdAt, 400, 'common.error.badfiltervalue']);
    }
    expect((await list({ createdAt_gte: '0001-01-01T00:00:00Z', createdAt_lte: '9999-12-31T23:59:59Z' })).status).toBe(
      200,
    );
  });

  test('the first and the last years a date may have are stored and read back as sent, on either engine', async () => {
    const sent = { startDate: '0001-01-01T00:00:00.000Z', endDate: '0099-12-31T23:59:59.250Z' };
    const made = await call(server.url, 'POST', '/api/discounts', {
      token,
      body: { code: 'EDGE-YEARS', name: 'Edge years', amount: '1', ...sent },
    });
    expect(made.status).toBe(201);
    expect((await call(server.url, 'GET', `/api/discounts/${made.body.id}`, { token })).body).toMatchObject(sent);
    const late = { startDate: '9998-01-01T00:00:00.000Z', endDate: '9999-12-31T23:59:59.999Z' };
    const moved = await call(server.url, 'PUT', `/api/discounts/${made.body.id}`, {
      token,
      body: { version: made.body.version, ...late },
    });
    expect([moved.status, moved.body]).toEqual([200, expect.objectContaining(late)]);
  });

  test('text with a NUL or a lone surrogate is a 400 naming the field; nothing is stored', async () => {
    for (const name of ['Tea\u0000pot', 'Tea \ud800 pot', '\udc00 Tea pot']) {
      const create = await refused('POST', '/api/products', { name, sku: `TXT-${name.length}`, price: '1', ...refs });
      expect([name, create.status, create.body.details]).toEqual([
        name,
        400,
        [expect.objectContaining({ path: '/name', error: 'common.error.badtext' })],
      ]);
      const update = await refused('PUT', `/api/products/${product.id}`, { description: `<p>${name}</p>` });
      expect([name, update.status, update.body.details[0].error]).toEqual([name, 400, 'common.error.badtext']);
    }
    // A well-formed pair (an emoji) is text like any other.
    const emoji = await call(server.url, 'PUT', `/api/products/${product.id}`, { token, body: { name: 'Tea 🫖 pot' } });
    expect([emoji.status, emoji.body.name]).toEqual([200, 'Tea 🫖 pot']);
    await call(server.url, 'PUT', `/api/products/${product.id}`, { token, body: { name: product.name } });
  });

  test('a byte-order mark at the start of text is dropped on either engine; one inside is kept', async () => {
    const res = await call(server.url, 'PUT', `/api/products/${product.id}`, {
      token,
      body: { name: '\uFEFFTea pot', metaTitle: 'Tea\uFEFFpot' },
    });
    expect([res.status, res.body.name, res.body.metaTitle]).toEqual([200, 'Tea pot', 'Tea\uFEFFpot']);
    const read = await call(server.url, 'GET', `/api/products/${product.id}`, { token });
    expect([read.body.name, read.body.metaTitle]).toEqual(['Tea pot', 'Tea\uFEFFpot']);
    await call(server.url, 'PUT', `/api/products/${product.id}`, {
      token,
      body: { name: product.name, metaTitle: product.metaTitle },
    });
  });
});
