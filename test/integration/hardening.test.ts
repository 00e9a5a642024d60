import { randomBytes } from 'node:crypto';
import { io } from 'socket.io-client';
import { UPLOAD_RULES } from '../../backend/src/modules/files/upload-rules.js';
import { call, signIn } from '../support/http.js';
import { signedInCustomer, startServer, type TestServer } from '../support/server.js';

const FOREIGN = 'https://evil.example';
const FRIEND = 'https://shop.example';

/** The Content-Security-Policy of an answer, as directive → sources. */
const csp = (headers: Headers): Record<string, string[]> =>
  Object.fromEntries(
    (headers.get('content-security-policy') ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name, sources]),
  );

/** Whether a socket.io handshake from a page of the given origin is let through (a wrong token still fails later). */
function handshake(server: TestServer, origin: string, transport: 'websocket' | 'polling'): Promise<string> {
  const socket = io(server.url, {
    path: '/chathub',
    transports: [transport],
    reconnection: false,
    forceNew: true,
    extraHeaders: { origin },
    auth: {},
  });
  return new Promise<string>((resolve) => {
    socket.once('connect', () => resolve('connected'));
    socket.once('connect_error', (err: Error & { data?: { error?: string } }) =>
      resolve(err.data?.error ?? `refused: ${err.message}`),
    );
  }).finally(() => socket.disconnect());
}

describe('with the default configuration', () => {
  let server: TestServer;
  beforeAll(async () => (server = await startServer()));
  afterAll(() => server?.close());

  test('every kind of answer carries the security headers, and no HSTS over plain HTTP', async () => {
    // A malformed URL is answered before any route (the router's own error path) and carries them too.
    const paths = ['/api/products', '/', '/dashboard', '/api/docs/', '/api/no-such-call', '/no/such/page', '/api/%zz'];
    for (const path of paths) {
      const res = await fetch(server.url + path);
      expect([path, res.headers.get('x-content-type-options')]).toEqual([path, 'nosniff']);
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(res.headers.get('strict-transport-security')).toBeNull();
      const policy = csp(res.headers);
      expect(policy['frame-ancestors']).toEqual(["'self'"]);
      expect(policy['object-src']).toEqual(["'none'"]);
      expect(policy['base-uri']).toEqual(["'self'"]);
      expect(policy['upgrade-insecure-requests']).toBeUndefined();
    }
  });

  test('only the dashboard may evaluate code, and only the API reference may run an inline script', async () => {
    const storefront = csp((await fetch(`${server.url}/`)).headers);
    expect(storefront['script-src']).toEqual(["'self'"]);
    expect(storefront['img-src']).toEqual(["'self'", 'data:']);
    for (const path of ['/dashboard', '/dashboard/customers', '/fa/dashboard']) {
      const dashboard = csp((await fetch(server.url + path)).headers);
      expect([path, dashboard['script-src']]).toEqual([path, ["'self'", "'unsafe-eval'"]]);
    }
    expect(csp((await fetch(`${server.url}/api/products`)).headers)['script-src']).toEqual(["'self'"]);
    const docs = await fetch(`${server.url}/api/docs/`);
    expect(docs.status).toBe(200);
    expect(csp(docs.headers)['script-src']).toEqual(["'self'", "'unsafe-inline'"]);
  });

  test('the storefront hands its state to the browser as JSON data, not as a script to run', async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(1);
    for (const [, attributes, body] of scripts)
      expect(attributes.includes('type="application/json"') || (attributes.includes('src=') && !body.trim())).toBe(
        true,
      );
  });

  test('no foreign origin is allowed to read answers; the server needs no CORS for its own pages', async () => {
    const foreign = await call(server.url, 'GET', '/api/products', { headers: { origin: FOREIGN } });
    expect(foreign.status).toBe(200);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${server.url}/api/products`, {
      method: 'OPTIONS',
      headers: { origin: FOREIGN, 'access-control-request-method': 'PUT' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-methods')).toBeNull();
  });

  test("the chat hub refuses a handshake from a foreign page, and lets the server's own pages through", async () => {
    expect(await handshake(server, FOREIGN, 'websocket')).toMatch(/^refused/);
    expect(await handshake(server, FOREIGN, 'polling')).toMatch(/^refused/);
    // Its own origin reaches the hub's own checks, which ask for a token.
    const own = new URL(server.url).origin;
    expect(await handshake(server, own, 'websocket')).toBe('security.error.accessdenied');
    expect(await handshake(server, own, 'polling')).toBe('security.error.accessdenied');
  });

  test('a JSON body over the limit is a 413 with a translated key', async () => {
    const big = JSON.stringify({ username: 'x'.repeat(3 * 1024 * 1024), password: 'y' });
    const res = await call(server.url, 'POST', '/api/Authentication/signin', {
      raw: big,
      headers: { 'content-type': 'application/json', lang: 'fa' },
    });
    expect(res.status).toBe(413);
    expect(res.body.error).toBe('common.error.toolarge');
    expect(res.body.message).not.toBe('common.error.toolarge');
  });
});

describe('with HTTPS, listed origins and a smaller body limit', () => {
  let server: TestServer;
  beforeAll(
    async () => (server = await startServer({ config: { https: true, corsOrigins: [FRIEND], bodyLimit: 64 * 1024 } })),
  );
  afterAll(() => server?.close());

  test('HSTS is sent and insecure requests are upgraded', async () => {
    const res = await fetch(`${server.url}/`);
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(csp(res.headers)['upgrade-insecure-requests']).toEqual([]);
  });

  test('a listed origin may call the API and the hub; any other may not', async () => {
    const friend = await call(server.url, 'GET', '/api/products', { headers: { origin: FRIEND } });
    expect(friend.headers.get('access-control-allow-origin')).toBe(FRIEND);
    expect(friend.headers.get('access-control-expose-headers')).toContain('Content-Range');
    const preflight = await fetch(`${server.url}/api/products/1`, {
      method: 'OPTIONS',
      headers: { origin: FRIEND, 'access-control-request-method': 'PUT' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PUT');
    const foreign = await call(server.url, 'GET', '/api/products', { headers: { origin: FOREIGN } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    expect(await handshake(server, FRIEND, 'websocket')).toBe('security.error.accessdenied');
    expect(await handshake(server, FOREIGN, 'websocket')).toMatch(/^refused/);
  });

  test('the body limit follows the configuration', async () => {
    const res = await call(server.url, 'POST', '/api/Authentication/signin', {
      body: { username: 'x'.repeat(100 * 1024), password: 'y' },
    });
    expect(res.status).toBe(413);
    expect(res.body.error).toBe('common.error.toolarge');
  });
});

test('any origin may call when SARAY_CORS_ORIGINS is *', async () => {
  const server = await startServer({ config: { corsOrigins: ['*'] } });
  try {
    const res = await call(server.url, 'GET', '/api/products', { headers: { origin: FOREIGN } });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(await handshake(server, FOREIGN, 'websocket')).toBe('security.error.accessdenied');
  } finally {
    await server.close();
  }
});

describe('uploaded files are what their names say, in every upload directory', () => {
  let server: TestServer;
  let admin: string;
  let customer: string;
  beforeAll(async () => {
    server = await startServer();
    admin = await signIn(server.url);
    customer = (await signedInCustomer(server, admin, 'sniff.check', 'sniff-pass-123')).token;
  });
  afterAll(() => server?.close());

  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
  // A JPEG that decodes (a picture of the media library must): two by two pixels.
  const JPEG = Buffer.from(
    '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAP/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABf/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/ALACyL//2Q==',
    'base64',
  );
  const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
  const REAL: Record<string, Buffer> = { png: PNG, jpg: JPEG, pdf: PDF, txt: Buffer.from('plain words, nothing more') };
  const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
  const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>');

  async function upload(directory: string, name: string, content: Buffer) {
    const token = UPLOAD_RULES[directory].roles.includes('administrators') ? admin : customer;
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(content)]), name);
    const res = await fetch(`${server.url}/api/CMS/UploadFile?directory=${directory}`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}`, lang: 'fa' },
    });
    return { status: res.status, body: await res.json() };
  }

  test.each(Object.keys(UPLOAD_RULES))('%s: markup under any accepted name is refused', async (directory) => {
    for (const ext of UPLOAD_RULES[directory].extensions)
      for (const [kind, content] of [
        ['html', HTML],
        ['svg', SVG],
      ] as const) {
        const res = await upload(directory, `innocent.${ext}`, content);
        expect([ext, kind, res.status, res.body.error]).toEqual([ext, kind, 400, 'content.error.fileformat']);
        expect(res.body.message).not.toBe('content.error.fileformat');
      }
  });

  test.each(Object.keys(UPLOAD_RULES))('%s: real files are accepted and served safely', async (directory) => {
    const rule = UPLOAD_RULES[directory];
    const kinds = Object.keys(REAL).filter((ext) => rule.extensions.includes(ext));
    expect(kinds.length).toBeGreaterThan(0);
    for (const ext of kinds) {
      const res = await upload(directory, `real.${ext}`, REAL[ext]);
      expect([ext, res.status]).toEqual([ext, 201]);
      // A PNG named .jpg is not what it says either.
      if (ext === 'jpg') expect((await upload(directory, 'photo.jpg', PNG)).status).toBe(400);
      if (rule.private) continue;
      const served = await fetch(server.url + res.body.url);
      expect(Buffer.from(await served.arrayBuffer())).toEqual(REAL[ext]);
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      if (rule.images) {
        expect(served.headers.get('content-type')).toBe(ext === 'png' ? 'image/png' : 'image/jpeg');
      } else {
        expect(served.headers.get('content-type')).toBe('application/octet-stream');
        expect(served.headers.get('content-disposition')).toMatch(/^attachment;/);
      }
    }
  });
});

describe('expensive calls are rate limited per account, or per address for guests', () => {
  const rateLimits = {
    search: { count: 3, seconds: 60 },
    order: { count: 2, seconds: 60 },
    backup: { count: 1, seconds: 60 },
    contact: { count: 1, seconds: 60 },
  };
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startServer({ config: { rateLimits } });
    admin = await signIn(server.url);
  });
  afterAll(() => server?.close());

  const expectLimited = (res: { status: number; headers: Headers; body: any }) => {
    expect([res.status, res.body.error]).toEqual([429, 'common.error.ratelimited']);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(res.body.message).toMatch(/\d+/);
  };

  test('search: a guest past the limit waits; a signed-in account counts on its own', async () => {
    for (let i = 0; i < 3; i++) expect((await call(server.url, 'GET', '/api/Search?term=rug')).status).toBe(200);
    expectLimited(await call(server.url, 'GET', '/api/Search?term=rug', { headers: { lang: 'fa' } }));
    expectLimited(await call(server.url, 'GET', '/api/DataProvider/Search?query=btc'));
    expect((await call(server.url, 'GET', '/api/Search?term=rug', { token: admin })).status).toBe(200);
    // Calls without a limit are not counted.
    expect((await call(server.url, 'GET', '/api/products')).status).toBe(200);
  });

  test('placing orders (checkout and the exchange) and backups have their own limits', async () => {
    const buyer = (await signedInCustomer(server, admin, 'rate.buyer', 'rate-pass-123')).token;
    const close = () => call(server.url, 'POST', '/api/ProductOrders/closeCart', { token: buyer, body: {} });
    const place = () => call(server.url, 'POST', '/api/Market/PlaceOrder', { token: buyer, body: {} });
    expect((await close()).status).not.toBe(429);
    expect((await place()).status).not.toBe(429);
    expectLimited(await close());
    expectLimited(await place());
    const restore = () => call(server.url, 'POST', '/api/Backups/restore?id=999999', { token: admin, body: {} });
    expect((await restore()).status).not.toBe(429);
    expectLimited(await call(server.url, 'POST', '/api/Backups/start?id=999999', { token: admin }));
  });
});

test('two nodes on one Redis count together, under their own key prefix', async () => {
  const config = {
    redisUrl: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    redisPrefix: `saray-test-${randomBytes(4).toString('hex')}`,
    rateLimits: {
      search: { count: 2, seconds: 60 },
      order: { count: 2, seconds: 60 },
      backup: { count: 2, seconds: 60 },
      contact: { count: 2, seconds: 60 },
    },
  };
  const first = await startServer({ config });
  const second = await startServer({ config });
  const other = await startServer({ config: { ...config, redisPrefix: `${config.redisPrefix}-other` } });
  try {
    expect((await call(first.url, 'GET', '/api/Search?term=a')).status).toBe(200);
    expect((await call(second.url, 'GET', '/api/Search?term=a')).status).toBe(200);
    expect((await call(first.url, 'GET', '/api/Search?term=a')).status).toBe(429);
    expect((await call(second.url, 'GET', '/api/Search?term=a')).status).toBe(429);
    // Another deployment on the same Redis keeps its own counts.
    expect((await call(other.url, 'GET', '/api/Search?term=a')).status).toBe(200);
  } finally {
    await Promise.all([first.close(), second.close(), other.close()]);
  }
}, 150_000); // three server starts

test('the request log is JSON lines without passwords, tokens, e-mail addresses or mobile numbers', async () => {
  const lines: string[] = [];
  const server = await startServer({
    config: { requestLog: true, logFormat: 'json' },
    logDestination: { write: (line) => void lines.push(line) },
  });
  const password = 'Log-Check-Password-9';
  const email = 'log.checker@example.com';
  const mobile = '+989123456789';
  let token: string | undefined;
  try {
    const registered = await call(server.url, 'POST', '/api/Authentication/register', {
      body: { username: 'log.checker', email, mobile, password, confirmPassword: password },
    });
    expect([registered.status, registered.body.error]).toEqual([201, undefined]);
    token = await signIn(server.url, 'log.checker', password);
    await call(server.url, 'GET', `/api/Authentication/CheckAuthenticated?token=${token}&email=${email}`, { token });
    await call(server.url, 'GET', `/api/no-such-call/${email}?access_token=${token}`);
    await call(server.url, 'POST', '/api/Authentication/signin', { body: { username: email, password: 'wrong' } });
    await call(server.url, 'GET', `/en/no/such/page?token=${token}`);
  } finally {
    await server.close();
  }
  const parsed = lines.flatMap((l) => l.split('\n').filter(Boolean)).map((l) => JSON.parse(l));
  const requests = parsed.filter((l) => l.msg === 'request');
  expect(requests.length).toBeGreaterThanOrEqual(6);
  expect(requests[0]).toEqual(
    expect.objectContaining({
      method: 'POST',
      route: '/api/Authentication/register',
      path: '/api/Authentication/register',
      status: expect.any(Number),
      durationMs: expect.any(Number),
      reqId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    }),
  );
  const text = lines.join('');
  if (!token) throw new Error('not signed in');
  for (const secret of [password, email, mobile, token, server.config.jwtSecret, 'log.checker%40'])
    expect([secret, text.includes(secret)]).toEqual([secret, false]);
  // Nothing shaped like a JWT either.
  expect(text).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/);
});
