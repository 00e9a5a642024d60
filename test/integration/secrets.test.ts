import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig, ROOT_DIR } from '../../backend/src/config.js';
import type { LoggerService } from '@nestjs/common';
import { call, listQuery, type JsonResponse } from '../support/http.js';
import { ADMIN, startServer, type TestServer } from '../support/server.js';

/** Every log line the server writes, at every level. */
const lines: string[] = [];
const logger: LoggerService = Object.fromEntries(
  ['log', 'error', 'warn', 'debug', 'verbose', 'fatal'].map((level) => [
    level,
    (...args: unknown[]) =>
      lines.push(
        args
          .map((a) => (a instanceof Error ? `${a.message} ${a.stack}` : typeof a === 'string' ? a : JSON.stringify(a)))
          .join(' '),
      ),
  ]),
) as unknown as LoggerService;

let server: TestServer;
const responses: { path: string; text: string }[] = [];
/** The answers whose purpose is to hand a secret to its owner: they are not searched. */
const ISSUING = [/\/signin$/, /\/refresh$/, /\/register$/, /\/outbox-messages/];

async function api(method: string, path: string, options: Parameters<typeof call>[3] = {}): Promise<JsonResponse<any>> {
  const res = await call(server.url, method, path, options);
  if (
    !ISSUING.some((r) => r.test(path)) &&
    !(path.endsWith('/setTwoFactorAuthentication') && !JSON.stringify(options.body ?? {}).includes('code'))
  ) {
    responses.push({ path, text: JSON.stringify(res.body) + JSON.stringify([...res.headers.entries()]) });
  }
  return res;
}

beforeAll(async () => (server = await startServer({ logger })));
afterAll(() => server?.close());

test('no password, hash, token or secret appears in any answer or log line', async () => {
  const password = 'Leak-Check-Password-1';
  const reg = (
    await api('POST', '/api/Authentication/register', {
      body: { username: 'leak.checker', email: 'leak@example.com', password, confirmPassword: password },
    })
  ).body;
  const admin = (await api('POST', '/api/Authentication/signin', { body: ADMIN })).body;
  const refreshed = (await api('POST', '/api/Authentication/refresh', { body: { refresh_token: reg.refresh_token } }))
    .body;
  const token = refreshed.access_token;
  const setup = (await api('POST', '/api/Authentication/setTwoFactorAuthentication', { token, body: {} })).body;
  const totp = execFileSync('oathtool', ['--totp', '-b', setup.manualKey], { encoding: 'utf8' }).trim();
  await api('POST', '/api/Authentication/setTwoFactorAuthentication', { token, body: { code: totp } });
  await api('GET', '/api/Authentication/getTwoFactorAuthenticationStatus', { token });
  await api('POST', '/api/Authentication/ChangePassword', {
    token,
    body: { oldPassword: password, newPassword: `${password}-2`, confirmPassword: `${password}-2` },
  });
  await api('POST', '/api/Authentication/ChangePassword', {
    token,
    body: { oldPassword: 'wrong', newPassword: 'x', confirmPassword: 'y' },
  });
  await api('POST', '/api/Authentication/ForgotPassword', { body: { login: 'leak@example.com' } });
  await api('POST', '/api/Authentication/sendCode', { body: { login: 'leak@example.com' } });
  await api('POST', '/api/Authentication/signin', { body: { username: 'leak.checker', password: 'wrong-password' } });
  await api('POST', '/api/Authentication/SetPassword', {
    body: { token: 'not-a-real-token', newPassword: 'abcdefg', confirmPassword: 'abcdefg' },
  });
  for (const resource of ['customers', 'auth-sessions', 'audit-logs', 'security-accesses', 'customer-role-mappings']) {
    const list = await api('GET', `/api/${resource}${listQuery({ range: [0, 999] })}`, { token: admin.access_token });
    if (list.body[0]) await api('GET', `/api/${resource}/${list.body[0].id}`, { token: admin.access_token });
  }
  await api('GET', `/api/customers${listQuery({ filter: { q: 'leak' } })}`, { token: admin.access_token });
  await api('GET', '/api/meta/schemas', { token: admin.access_token });
  await api('GET', '/api/openapi.json');
  await api('GET', '/api/Authentication/CheckAuthenticated', { token: reg.access_token });
  await api('GET', '/api/Authentication/CheckAuthenticated', { token: `${token}x` });
  await api(
    'PUT',
    `/api/customers/${reg.username === 'leak.checker' ? (await api('GET', `/api/customers${listQuery({ filter: { username: 'leak.checker' } })}`, { token: admin.access_token })).body[0].id : 0}`,
    {
      token: admin.access_token,
      body: { passwordHash: 'x', twoFactorSecret: 'y' },
    },
  );

  const db = server.dataSource;
  const secrets = [
    password,
    `${password}-2`,
    ADMIN.password,
    server.config.jwtSecret,
    reg.refresh_token,
    refreshed.refresh_token,
    reg.access_token,
    setup.manualKey,
    ...(await db.query(`SELECT password_hash AS s FROM customers WHERE password_hash IS NOT NULL`)).map(
      (r: { s: string }) => r.s,
    ),
    ...(await db.query(`SELECT refresh_token_hash AS s FROM auth_sessions`)).map((r: { s: string }) => r.s),
    ...(await db.query(`SELECT code_hash AS s FROM one_time_codes`)).map((r: { s: string }) => r.s),
    ...(await db.query(`SELECT two_factor_secret AS s FROM customers WHERE two_factor_secret IS NOT NULL`)).map(
      (r: { s: string }) => r.s,
    ),
    // The one-time code and reset token themselves, as the outbox delivered them.
    ...(await db.query(`SELECT body AS s FROM outbox_messages`)).flatMap((r: { s: string }) =>
      [...r.s.matchAll(/(\d{6}|[\w-]{40,})/g)].map((m) => m[1]),
    ),
  ].filter((s): s is string => typeof s === 'string' && s.length >= 6);
  expect(secrets.length).toBeGreaterThan(12);
  expect(responses.length).toBeGreaterThan(20);
  expect(lines.length).toBeGreaterThan(0);

  const leaks = secrets.flatMap((secret) => [
    ...responses.filter((r) => r.text.includes(secret)).map((r) => `answer of ${r.path}`),
    ...lines.filter((l) => l.includes(secret)).map((l) => `log: ${l.slice(0, 120)}`),
  ]);
  expect(leaks).toEqual([]);
});

test('without the environment the configuration holds no secret: no JWT key, no gateway, mail or WebDAV password', () => {
  const config = loadConfig({});
  expect(config.jwtSecret).toBe('');
  expect([config.zarinpal, config.smtpUrl, config.backupWebdav, config.redisUrl, config.databaseUrl]).toEqual([
    undefined,
    undefined,
    undefined,
    undefined,
    undefined,
  ]);
  const set = loadConfig({
    SARAY_ZARINPAL_MERCHANT_ID: 'merchant-from-env',
    SARAY_SMTP_URL: 'smtp://user:smtp-pass-from-env@mail.example:587',
    SARAY_BACKUP_WEBDAV_URL: 'https://dav.example/backups',
    SARAY_BACKUP_WEBDAV_PASSWORD: 'dav-pass-from-env',
  });
  expect([set.zarinpal?.merchantId, set.smtpUrl, set.backupWebdav?.password]).toEqual([
    'merchant-from-env',
    'smtp://user:smtp-pass-from-env@mail.example:587',
    'dav-pass-from-env',
  ]);
});

test('no private key, access key or token is committed to the repository', () => {
  const PATTERNS = [
    /-----BEGIN (?:RSA |EC |DSA |OPENSSH |PGP |ENCRYPTED )?PRIVATE KEY( BLOCK)?-----/,
    /\bAKIA[0-9A-Z]{16}\b/, // AWS access key id
    /\bgh[pousr]_[A-Za-z0-9]{36,}\b/, // GitHub token
    /\bxox[abprs]-[A-Za-z0-9-]{10,}/, // Slack token
    /\bsk_live_[A-Za-z0-9]{16,}/, // Stripe secret key
    /\beyJ[\w-]{10,}\.eyJ[\w-]{10,}\.[\w-]{20,}/, // a signed JWT
    /\bSARAY_(?:JWT_SECRET|ADMIN_PASSWORD|BACKUP_WEBDAV_PASSWORD)=\S{6,}/,
  ];
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT_DIR, encoding: 'utf8' })
    .split('\0')
    .filter((f) => f && !f.endsWith('package-lock.json') && !/\.(png|jpe?g|gif|webp|woff2?|ico|tar|gz|zip)$/.test(f));
  expect(files.length).toBeGreaterThan(100);
  const found = files.flatMap((file) => {
    const text = fs.readFileSync(path.join(ROOT_DIR, file), 'utf8');
    return PATTERNS.filter((p) => p.test(text)).map((p) => `${file}: ${p.source}`);
  });
  expect(found).toEqual([]);
});
