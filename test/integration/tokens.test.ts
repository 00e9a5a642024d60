import jwt from 'jsonwebtoken';
import { call, signIn } from '../support/http.js';
import { createCustomer } from '../support/server.js';
import { useSharedServer } from '../support/shared-server.js';

const ctx = useSharedServer();
const SECRET = 'test-secret-of-sufficient-length-0123456789';
const PASSWORD = 'tokens-pass-1';
let username: string;

beforeAll(async () => {
  ({ username } = await createCustomer(
    ctx.server,
    ctx.token,
    { username: 'token.tester', email: 'tokens@example.com' },
    PASSWORD,
  ));
});

const signInRecord = async () =>
  (
    await call(ctx.server.url, 'POST', '/api/Authentication/signin', {
      body: { username, password: PASSWORD },
      headers: { 'user-agent': 'jest' },
    })
  ).body;
const whoAmI = (token: string) => call(ctx.server.url, 'GET', '/api/Authentication/CheckAuthenticated', { token });
const refresh = (refresh_token: string) =>
  call(ctx.server.url, 'POST', '/api/Authentication/refresh', { body: { refresh_token } });

describe('sign-in answers the spec auth record', () => {
  test('with access and refresh tokens, roles and expiry', async () => {
    const record = await signInRecord();
    expect(record).toMatchObject({
      username: 'token.tester',
      roles: 'authenticated',
      maxvalidationtime: 900,
      applicationIdentity: 'saray',
    });
    expect(typeof record.access_token).toBe('string');
    expect(record.refresh_token).toMatch(/^[0-9a-f-]{36}\.[\w-]{43}$/);
    expect(Date.parse(record.expireTime) - Date.now()).toBeGreaterThan(800_000);
    expect(Date.parse(record.expire_date) - Date.now()).toBeGreaterThan(29 * 86_400_000);
    expect((await whoAmI(record.access_token)).body).toMatchObject({ authenticated: true, username: 'token.tester' });
  });

  test('an unknown login and a wrong password get the same refusal', async () => {
    const wrong = await call(ctx.server.url, 'POST', '/api/Authentication/signin', {
      body: { username, password: 'nope-nope' },
    });
    const unknown = await call(ctx.server.url, 'POST', '/api/Authentication/signin', {
      body: { username: 'nobody.here', password: 'nope-nope' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body.error).toBe('security.error.authenticationfailed');
  });
});

describe('refused tokens', () => {
  test('expired, tampered, wrong-secret and alg:none tokens are all 401', async () => {
    const record = await signInRecord();
    const claims = jwt.decode(record.access_token) as jwt.JwtPayload;
    const expired = jwt.sign(
      { ...claims, iat: Math.floor(Date.now() / 1000) - 3600, exp: Math.floor(Date.now() / 1000) - 60 },
      SECRET,
      { algorithm: 'HS256' },
    );
    const [h, p, s] = record.access_token.split('.');
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString());
    const tampered = [h, Buffer.from(JSON.stringify({ ...payload, sub: '1' })).toString('base64url'), s].join('.');
    const otherSecret = jwt.sign(payload, 'another-secret-entirely-0123456789', { algorithm: 'HS256' });
    const none = [Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url'), p, ''].join('.');
    const hs512 = jwt.sign(payload, SECRET, { algorithm: 'HS512' });
    for (const token of [expired, tampered, otherSecret, none, hs512, 'garbage']) {
      const res = await whoAmI(token);
      expect([token.slice(0, 12), res.status, res.body.error]).toEqual([
        token.slice(0, 12),
        401,
        'security.error.accessdenied',
      ]);
    }
    expect((await whoAmI(record.access_token)).status).toBe(200);
  });

  test('sign-out of this device revokes its access token at once; other devices stay signed in', async () => {
    const phone = await signInRecord();
    const laptop = await signInRecord();
    expect(
      (
        await call(ctx.server.url, 'POST', '/api/Authentication/signout', {
          token: phone.access_token,
          body: { allDevices: false },
        })
      ).status,
    ).toBe(200);
    expect((await whoAmI(phone.access_token)).status).toBe(401);
    expect((await refresh(phone.refresh_token)).status).toBe(401);
    expect((await whoAmI(laptop.access_token)).status).toBe(200);
  });

  test('sign-out of all devices revokes every session of the customer', async () => {
    const a = await signInRecord();
    const b = await signInRecord();
    await call(ctx.server.url, 'POST', '/api/Authentication/signout', {
      token: a.access_token,
      body: { allDevices: true },
    });
    expect((await whoAmI(a.access_token)).status).toBe(401);
    expect((await whoAmI(b.access_token)).status).toBe(401);
    expect((await whoAmI(ctx.token)).status).toBe(200);
  });

  test('refresh rotates; reusing a rotated refresh token ends the whole session', async () => {
    const first = await signInRecord();
    const second = (await refresh(first.refresh_token)).body;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await whoAmI(second.access_token)).status).toBe(200);
    const reuse = await refresh(first.refresh_token);
    expect(reuse).toMatchObject({ status: 401, body: { error: 'security.error.tokenreused' } });
    expect((await whoAmI(second.access_token)).status).toBe(401);
    expect((await refresh(second.refresh_token)).status).toBe(401);
    expect((await refresh('not-a-token')).status).toBe(401);
  });

  test('a deactivated customer loses access at once', async () => {
    const other = await createCustomer(ctx.server, ctx.token, { username: 'soon.inactive' }, PASSWORD);
    const token = await signIn(ctx.server.url, other.username, PASSWORD);
    expect((await whoAmI(token)).status).toBe(200);
    await call(ctx.server.url, 'PUT', `/api/customers/${other.id}`, { token: ctx.token, body: { active: false } });
    expect((await whoAmI(token)).status).toBe(401);
    const again = await call(ctx.server.url, 'POST', '/api/Authentication/signin', {
      body: { username: other.username, password: PASSWORD },
    });
    expect(again.body.error).toBe('security.error.customernotactive');
  });
});

test('an anonymous token is a guest: public reads only', async () => {
  const guest = (await call(ctx.server.url, 'GET', '/api/Authentication/GetAnonymousToken?appIdentity=Saray%20web'))
    .body;
  expect(guest).toMatchObject({
    username: 'guest',
    roles: 'guests',
    applicationIdentity: 'Saray web',
    refresh_token: null,
  });
  expect((await call(ctx.server.url, 'GET', '/api/products', { token: guest.access_token })).status).toBe(200);
  expect((await call(ctx.server.url, 'GET', '/api/customers', { token: guest.access_token })).status).toBe(401);
  expect((await whoAmI(guest.access_token)).status).toBe(401);
});
