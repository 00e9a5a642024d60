/**
 * @engines pglite
 * Answers as a careful client expects them: no cache keeps personal ones, no text reorders what others see, and
 * every error message is filled in.
 */
import { call, listQuery } from '../support/http.js';
import { useServer } from '../support/server.js';

const ctx = useServer();

test('sign-in answers and every answer to a caller with a token say no cache may keep them; public ones do not', async () => {
  const signin = await call(ctx.server.url, 'POST', '/api/Authentication/signin', {
    body: { username: 'nobody-here', password: 'wrong-password' },
  });
  expect(signin.headers.get('cache-control')).toBe('no-store');
  const mine = await call(ctx.server.url, 'GET', `/api/customers${listQuery({ range: [0, 0] })}`, { token: ctx.token });
  expect(mine.status).toBe(200);
  expect(mine.headers.get('cache-control')).toBe('no-store');
  const refused = await call(ctx.server.url, 'GET', '/api/customers/999999', { token: ctx.token });
  expect(refused.headers.get('cache-control')).toBe('no-store');
  const open = await call(ctx.server.url, 'GET', '/api/Market/getAllMarkets');
  expect(open.status).toBe(200);
  expect(open.headers.get('cache-control')).not.toBe('no-store');
});

test('names and titles refuse the direction controls that reorder text, in the caller’s language; Persian marks stay', async () => {
  const admin = (method: string, path: string, body: object, lang = 'en') =>
    call(ctx.server.url, method, path, { token: ctx.token, body, headers: { lang } });
  const overridden = await admin('POST', '/api/coins', { symbol: 'BIDIX', name: 'Invoice \u202Efdp.exe' });
  expect(overridden.status).toBe(400);
  expect(overridden.body.details).toEqual([
    expect.objectContaining({ path: '/name', error: 'common.error.bidicontrol' }),
  ]);
  for (const control of ['\u202A', '\u202B', '\u202C', '\u202D', '\u2066', '\u2067', '\u2068', '\u2069'])
    expect((await admin('POST', '/api/coins', { symbol: 'BIDIX', name: `Coin ${control}x` })).status).toBe(400);
  const inPersian = await admin('POST', '/api/coins', { symbol: 'BIDIX', name: 'a\u2067b' }, 'fa');
  expect(inPersian.body.details[0].message).toContain('U+202E');
  expect(inPersian.body.details[0].message).toMatch(/[\u0600-\u06FF]/);
  // A zero-width non-joiner and a right-to-left mark are how Persian is written: accepted.
  const persian = await admin('POST', '/api/coins', { symbol: 'BIDIF', name: 'سکه\u200Cها\u200F' });
  expect(persian.status).toBe(201);
  const changed = await admin('PUT', `/api/coins/${persian.body.id}`, {
    version: persian.body.version,
    name: 'x\u202Ey',
  });
  expect(changed.status).toBe(400);
  expect(changed.body.details[0]).toMatchObject({ path: '/name', error: 'common.error.bidicontrol' });
});

test('an error message names what it refused, never its placeholder', async () => {
  const asked = [
    `/api/products${listQuery({ sort: ['nosuchfield', 'ASC'] })}`,
    `/api/products${listQuery({ filter: { nosuchfield: 1 } })}`,
    '/api/products?range=[5,1]',
    '/api/nosuchresource',
  ];
  for (const path of asked) {
    const res = await call(ctx.server.url, 'GET', path, { token: ctx.token });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.body.message).not.toMatch(/%\{/);
    for (const d of res.body.details ?? []) expect(d.message).not.toMatch(/%\{/);
  }
  const sorted = await call(ctx.server.url, 'GET', `/api/products${listQuery({ sort: ['nosuchfield', 'ASC'] })}`, {
    token: ctx.token,
  });
  expect(sorted.body.message).toContain('nosuchfield');
});
