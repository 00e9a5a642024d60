import { randomBytes } from 'node:crypto';
import { call } from '../support/http.js';
import { ADMIN, startServer, type TestServer } from '../support/server.js';

// Sign-in attempts as OWASP advises: failures count, a success clears them, waits grow instead of a lock, and an
// account's known addresses are not delayed by failures from elsewhere. The addresses are X-Forwarded-For values, as
// one proxy in front of the server (SARAY_TRUST_PROXY=1) passes them on.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const limits = { perAccount: 3, perIp: 6, windowSeconds: 600 };
const attempt = (server: TestServer, username: string, password = 'wrong-password', from = '203.0.113.1') =>
  call(server.url, 'POST', '/api/Authentication/signin', {
    body: { username, password },
    headers: { 'x-forwarded-for': from },
  });
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('sign-in attempts', () => {
  let server: TestServer;
  beforeAll(async () => (server = await startServer({ config: { authLimits: limits, trustProxy: 1 } })));
  afterAll(() => server?.close());

  test('successful sign-ins never count: the owner signs in as often as they like', async () => {
    for (let i = 0; i < 3 * limits.perAccount; i++)
      expect((await attempt(server, ADMIN.username, ADMIN.password, '198.51.100.10')).status).toBe(200);
  });

  test('failures from one address wait, for any login of the account; a success clears them', async () => {
    const from = '198.51.100.20';
    for (let i = 0; i < limits.perAccount + 1; i++)
      expect((await attempt(server, 'testadmin', 'x', from)).status).toBe(401);
    const waiting = await attempt(server, 'TestAdmin', ADMIN.password, from);
    expect(waiting.status).toBe(429);
    expect(waiting.body.error).toBe('security.error.toomanyattempts');
    expect(waiting.headers.get('retry-after-account')).toBe('1');
    // A wait, not a lock: once it has passed, the right password gets in, and the account's count starts again.
    await wait(1100);
    expect((await attempt(server, 'TestAdmin', ADMIN.password, from)).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await attempt(server, 'testadmin', 'x', from)).status).toBe(401);
  });

  test('each failure past the free ones doubles the wait', async () => {
    const from = '198.51.100.25';
    for (let i = 0; i < limits.perAccount + 1; i++)
      expect((await attempt(server, 'testadmin', 'x', from)).status).toBe(401);
    expect((await attempt(server, 'testadmin', 'x', from)).headers.get('retry-after-account')).toBe('1');
    await wait(1100);
    expect((await attempt(server, 'testadmin', 'x', from)).status).toBe(401);
    expect((await attempt(server, 'testadmin', 'x', from)).headers.get('retry-after-account')).toBe('2');
  });

  test("an attacker's failures from many addresses do not stop the owner at an address the account is known at", async () => {
    const owner = '198.51.100.30';
    expect((await attempt(server, ADMIN.username, ADMIN.password, owner)).status).toBe(200);
    // Thirty guesses from thirty addresses: after the account's spread allowance, attempts from unknown addresses wait.
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++)
      statuses.push((await attempt(server, ADMIN.username, `guess-${i}`, `192.0.2.${i + 1}`)).status);
    expect(statuses.slice(0, limits.perAccount * 5)).toEqual(Array(limits.perAccount * 5).fill(401));
    expect(statuses.at(-1)).toBe(429);
    // The owner, at their known address, gets in at once; a new address of theirs waits, and is never locked for good.
    expect((await attempt(server, ADMIN.username, ADMIN.password, owner)).status).toBe(200);
    const elsewhere = await attempt(server, `x${randomBytes(3).toString('hex')}`, 'x', '192.0.2.200');
    expect(elsewhere.status).toBe(401);
  });

  test('one address trying many accounts waits too, and unknown accounts count as real ones', async () => {
    const from = '198.51.100.40';
    const statuses: number[] = [];
    for (let i = 0; i < limits.perIp + 2; i++)
      statuses.push((await attempt(server, `ghost${i}.account`, 'x', from)).status);
    expect(statuses.slice(0, limits.perIp + 1)).toEqual(Array(limits.perIp + 1).fill(401));
    const refused = await attempt(server, 'another.ghost', 'x', from);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after-ip')).not.toBeNull();
  });

  test('other calls are not limited', async () => {
    for (let i = 0; i < 10; i++) expect((await call(server.url, 'GET', '/api/products')).status).toBe(200);
  });
});

test('two server nodes share the failure counts through Redis', async () => {
  const redisConfig = { redisUrl: REDIS_URL, authLimits: { ...limits, perIp: 1000 }, trustProxy: 1 };
  const first = await startServer({ config: redisConfig });
  const second = await startServer({ config: redisConfig });
  try {
    const login = `shared.${randomBytes(4).toString('hex')}`;
    const from = `198.51.100.${50 + Math.floor(Math.random() * 100)}`;
    for (const node of [first, second, first, second]) expect((await attempt(node, login, 'x', from)).status).toBe(401);
    expect((await attempt(first, login, 'x', from)).status).toBe(429);
    expect((await attempt(second, login, 'x', from)).status).toBe(429);
  } finally {
    await first.close();
    await second.close();
  }
}, 150_000); // two server starts

test("without trusted proxies a forged X-Forwarded-For is nobody's address: the socket's is counted and recorded", async () => {
  const server = await startServer({ config: { authLimits: limits } });
  try {
    const statuses: number[] = [];
    for (let i = 0; i < limits.perIp + 2; i++)
      statuses.push(
        (await attempt(server, `forger${i}.${randomBytes(2).toString('hex')}`, 'x', `10.9.${i}.${i}`)).status,
      );
    expect(statuses.at(-1)).toBe(429);
    const [failed] = (await server.dataSource.query(
      `SELECT ip FROM audit_logs WHERE event = 'signin_failed' ORDER BY id DESC LIMIT 1`,
    )) as { ip: string }[];
    expect(failed.ip).not.toMatch(/^10\.9\./);
    expect(failed.ip).toMatch(/127\.0\.0\.1|::1/);
  } finally {
    await server.close();
  }
});
