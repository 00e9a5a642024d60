import { randomBytes } from 'node:crypto';
import { call } from '../support/http.js';
import { startServer, type TestServer } from '../support/server.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const limits = { perAccount: 3, perIp: 6, windowSeconds: 600 };
const attempt = (server: TestServer, username: string, password = 'wrong-password') =>
  call(server.url, 'POST', '/api/Authentication/signin', { body: { username, password } });

describe('sign-in attempts are limited per account and per address', () => {
  let server: TestServer;
  beforeAll(async () => (server = await startServer({ config: { authLimits: limits } })));
  afterAll(() => server?.close());

  test('after the configured attempts an account is refused, even with the right password, for any login', async () => {
    for (let i = 0; i < limits.perAccount; i++) expect((await attempt(server, 'testadmin')).status).toBe(401);
    const blocked = await attempt(server, 'TestAdmin', 'admin-pass-123');
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toBe('security.error.toomanyattempts');
    expect(Number(blocked.headers.get('retry-after-account'))).toBeGreaterThan(0);
    // An unknown login is counted the same way: the limit tells nothing about which accounts exist.
    for (let i = 0; i < 2; i++) expect((await attempt(server, 'ghost.account')).status).toBe(401);
    // A refused attempt stops at the account limit; the address has made 5 counted attempts, so one more is let
    // through and the next is refused, whatever the account.
    expect((await attempt(server, 'someone.else')).status).toBe(401);
    const byAddress = await attempt(server, 'another.one');
    expect(byAddress.status).toBe(429);
    expect(byAddress.headers.get('retry-after-ip')).not.toBeNull();
  });

  test('other calls are not limited', async () => {
    for (let i = 0; i < 10; i++) expect((await call(server.url, 'GET', '/api/products')).status).toBe(200);
  });
});

test('two server nodes share the attempt counts through Redis', async () => {
  const redisConfig = { redisUrl: REDIS_URL, authLimits: { ...limits, perIp: 1000 } };
  const first = await startServer({ config: redisConfig });
  const second = await startServer({ config: redisConfig });
  try {
    const login = `shared.${randomBytes(4).toString('hex')}`;
    expect((await attempt(first, login)).status).toBe(401);
    expect((await attempt(second, login)).status).toBe(401);
    expect((await attempt(first, login)).status).toBe(401);
    expect((await attempt(second, login)).status).toBe(429);
    expect((await attempt(first, login)).status).toBe(429);
  } finally {
    await first.close();
    await second.close();
  }
}, 150_000); // two server starts
