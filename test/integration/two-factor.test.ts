import { execFileSync } from 'node:child_process';
import { call } from '../support/http.js';
import { createCustomer } from '../support/server.js';
import { useSharedServer } from '../support/shared-server.js';

// Codes come from Debian's oathtool, an implementation independent of the server's.
const oathtool = (key: string, atSeconds: number): string =>
  execFileSync(
    'oathtool',
    [
      '--totp',
      '-b',
      `--now=${new Date(atSeconds * 1000)
        .toISOString()
        .replace('T', ' ')
        .replace(/\.\d+Z$/, ' UTC')}`,
      key,
    ],
    { encoding: 'utf8' },
  ).trim();

const ctx = useSharedServer();
const PASSWORD = 'totp-pass-123';
const signin = (body: object) =>
  call(ctx.server.url, 'POST', '/api/Authentication/signin', {
    body: { username: 'totp.customer', password: PASSWORD, ...body },
  });

beforeAll(() => createCustomer(ctx.server, ctx.token, { username: 'totp.customer' }, PASSWORD));

/** Starts the test early in a 30 s step, so the codes of the previous, current and next steps stay valid throughout. */
async function freshStep(): Promise<number> {
  const now = Date.now() / 1000;
  if (now % 30 > 22) await new Promise((r) => setTimeout(r, (30 - (now % 30) + 0.5) * 1000));
  return Math.floor(Date.now() / 1000);
}

test('enable with an authenticator app, sign in with it, refuse stale and replayed codes, disable with a pin code', async () => {
  const token = (await signin({})).body.access_token;
  const status = () => call(ctx.server.url, 'GET', '/api/Authentication/getTwoFactorAuthenticationStatus', { token });
  expect((await status()).body).toEqual({ enabled: false });

  const setup = await call(ctx.server.url, 'POST', '/api/Authentication/setTwoFactorAuthentication', {
    token,
    body: {},
  });
  expect(setup.status).toBe(200);
  expect(setup.body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Saray:totp\.customer\?.*secret=[A-Z2-7]+/);
  expect(setup.body.qrCode).toMatch(/^data:image\/png;base64,/);
  const key: string = setup.body.manualKey;

  const t0 = await freshStep();
  const wrong = await call(ctx.server.url, 'POST', '/api/Authentication/setTwoFactorAuthentication', {
    token,
    body: { code: oathtool(key, t0 - 120) },
  });
  expect(wrong).toMatchObject({ status: 401, body: { error: 'security.error.authenticatorcodeincorrect' } });
  expect((await status()).body).toEqual({ enabled: false });
  const confirmed = await call(ctx.server.url, 'POST', '/api/Authentication/setTwoFactorAuthentication', {
    token,
    body: { code: oathtool(key, t0 - 30) },
  });
  expect(confirmed.body).toEqual({ enabled: true });
  expect((await status()).body).toEqual({ enabled: true });

  expect((await signin({})).body.error).toBe('security.error.twofactorrequired');
  expect((await signin({ twoFactorCode: oathtool(key, t0 - 90) })).body.error).toBe(
    'security.error.authenticatorcodeincorrect',
  );
  expect((await signin({ twoFactorCode: '12345' })).status).toBe(401);
  const current = oathtool(key, t0);
  const ok = await signin({ twoFactorCode: current });
  expect(ok.status).toBe(200);
  expect((await signin({ twoFactorCode: current })).body.error).toBe('security.error.authenticatorcodeincorrect');
  expect((await signin({ twoFactorCode: oathtool(key, t0 - 30) })).status).toBe(401);

  const disabled = await call(ctx.server.url, 'POST', '/api/Authentication/disableTwoFactorAuthentication', {
    token,
    body: { pinCode: oathtool(key, t0 + 30) },
  });
  expect(disabled.body).toEqual({ enabled: false });
  expect((await signin({})).status).toBe(200);
  const audit = await call(
    ctx.server.url,
    'GET',
    '/api/audit-logs?filter=' + encodeURIComponent(JSON.stringify({ actorName: 'totp.customer' })),
    { token: ctx.token },
  );
  expect(audit.body.map((e: { event: string }) => e.event)).toEqual(
    expect.arrayContaining(['two_factor_enabled', 'two_factor_disabled']),
  );
});

test('two-factor calls need a signed-in caller', async () => {
  expect((await call(ctx.server.url, 'GET', '/api/Authentication/getTwoFactorAuthenticationStatus')).status).toBe(401);
  expect(
    (await call(ctx.server.url, 'POST', '/api/Authentication/setTwoFactorAuthentication', { body: {} })).status,
  ).toBe(401);
});
