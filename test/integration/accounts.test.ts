import { call, listQuery, signIn } from '../support/http.js';
import { startServer, type TestServer, useServer } from '../support/server.js';
import { startSmtp } from '../support/smtp.js';

const ctx = useServer();
const auth = (path: string, body: object, token?: string) =>
  call(ctx.server.url, 'POST', `/api/Authentication/${path}`, { body, token });
const whoAmI = (token: string) => call(ctx.server.url, 'GET', '/api/Authentication/CheckAuthenticated', { token });
/** The newest outbox message to a recipient, as an administrator reads it in the dashboard. */
const outbox = async (recipient: string) =>
  (
    await call(
      ctx.server.url,
      'GET',
      `/api/outbox-messages${listQuery({ filter: { recipient }, sort: ['id', 'DESC'], range: [0, 0] })}`,
      { token: ctx.token },
    )
  ).body[0];

describe('registration', () => {
  test('refuses a short or unconfirmed password, then registers and signs the visitor in', async () => {
    expect(
      (await auth('register', { username: 'new.visitor1', password: 'abc', confirmPassword: 'abc' })).body.error,
    ).toBe('security.error.passwordtooshort');
    expect(
      (await auth('register', { username: 'new.visitor1', password: 'abcdef1', confirmPassword: 'abcdef2' })).body
        .error,
    ).toBe('security.error.passwordnotequal');
    const ok = await auth('register', {
      username: 'new.visitor1',
      email: 'visitor1@example.com',
      password: 'abcdef1',
      confirmPassword: 'abcdef1',
      active: false,
      roles: 'administrators',
    });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ username: 'new.visitor1', roles: 'authenticated' });
    expect((await whoAmI(ok.body.access_token)).status).toBe(200);
    const again = await auth('register', { username: 'new.visitor1', password: 'abcdef1', confirmPassword: 'abcdef1' });
    expect(again).toMatchObject({ status: 409, body: { error: 'customer.error.usernameexists' } });
  });
});

describe('passwords', () => {
  test('change: the old password is checked, other devices are signed out, this one stays', async () => {
    const reg = (
      await auth('register', { username: 'change.pw.user', password: 'first-pass', confirmPassword: 'first-pass' })
    ).body;
    const other = await signIn(ctx.server.url, 'change.pw.user', 'first-pass');
    const wrong = await auth(
      'ChangePassword',
      { oldPassword: 'nope-nope', newPassword: 'second-pass', confirmPassword: 'second-pass' },
      reg.access_token,
    );
    expect(wrong.body.error).toBe('security.error.passwordincorrect');
    const ok = await auth(
      'ChangePassword',
      { oldPassword: 'first-pass', newPassword: 'second-pass', confirmPassword: 'second-pass' },
      reg.access_token,
    );
    expect(ok.body).toEqual({ result: true });
    expect((await whoAmI(reg.access_token)).status).toBe(200);
    expect((await whoAmI(other)).status).toBe(401);
    expect((await auth('signin', { username: 'change.pw.user', password: 'first-pass' })).status).toBe(401);
    expect((await auth('signin', { username: 'change.pw.user', password: 'second-pass' })).status).toBe(200);
  });

  test('forgot and set: a one-time token through the outbox, every session ended, the token works once', async () => {
    const reg = (
      await auth('register', {
        username: 'forgot.pw.user',
        // Typed as the customer knows it, stored (and found) in international form.
        mobile: '0912 123 4567',
        password: 'first-pass',
        confirmPassword: 'first-pass',
      })
    ).body;
    expect((await auth('ForgotPassword', { login: 'nobody.at.all' })).body).toEqual({ result: true });
    expect((await auth('ForgotPassword', { login: '09121234567' })).body).toEqual({ result: true });
    const message = await outbox('+989121234567');
    expect(message).toMatchObject({ channel: 'sms', subject: 'Reset your password' });
    const token = /: (\S+)\n/.exec(message.body)![1];
    expect(
      (await auth('SetPassword', { token: 'forged', newPassword: 'third-pass', confirmPassword: 'third-pass' })).body
        .error,
    ).toBe('security.error.tokeninvalid');
    expect(
      (await auth('SetPassword', { token, newPassword: 'third-pass', confirmPassword: 'third-pass' })).body,
    ).toEqual({ result: true });
    expect((await whoAmI(reg.access_token)).status).toBe(401);
    expect((await auth('signin', { username: 'forgot.pw.user', password: 'third-pass' })).status).toBe(200);
    expect((await auth('signin', { username: '+98 912 123 4567', password: 'third-pass' })).status).toBe(200);
    expect(
      (await auth('SetPassword', { token, newPassword: 'fourth-pass', confirmPassword: 'fourth-pass' })).status,
    ).toBe(400);
  });
});

describe('sign-in with a one-time code', () => {
  test('the code arrives through the channel, works once, and five wrong tries end it', async () => {
    await auth('register', {
      username: 'code.user1',
      email: 'code1@example.com',
      password: 'code-pass',
      confirmPassword: 'code-pass',
    });
    expect((await auth('sendCode', { login: 'code1@example.com' }, undefined)).body).toEqual({ result: true });
    const code = /(\d{6})/.exec((await outbox('code1@example.com')).body)![1];
    const ok = await auth('signin', { username: 'code1@example.com', code });
    expect(ok.status).toBe(200);
    expect((await auth('signin', { username: 'code1@example.com', code })).body.error).toBe(
      'security.error.codeincorrect',
    );

    await auth('sendCode', { login: 'code.user1' });
    const next = /(\d{6})/.exec((await outbox('code1@example.com')).body)![1];
    const wrong = next === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      expect((await auth('signin', { username: 'code.user1', code: wrong })).status).toBe(401);
    expect((await auth('signin', { username: 'code.user1', code: next })).status).toBe(401);
  });
});

test('the audit trail records sign-ins, failures and role and grant changes, with the address', async () => {
  await auth('signin', { username: 'testadmin', password: 'wrong-guess' });
  const logs = (
    await call(ctx.server.url, 'GET', `/api/audit-logs${listQuery({ range: [0, 999] })}`, { token: ctx.token })
  ).body as Record<string, any>[];
  const events = new Set(logs.map((l) => l.event));
  for (const e of ['signin', 'signin_failed', 'role_added', 'password_changed', 'password_reset'])
    expect([e, events.has(e)]).toEqual([e, true]);
  const failed = logs.find((l) => l.event === 'signin_failed' && l.subject === 'testadmin')!;
  expect(failed.ip).toBe('127.0.0.1');
  expect(failed.details).toEqual({ reason: 'security.error.authenticationfailed' });
  expect((await call(ctx.server.url, 'DELETE', `/api/audit-logs/${failed.id}`, { token: ctx.token })).status).toBe(403);
});

test('with SMTP configured, the reset mail goes through a real SMTP server', async () => {
  const smtp = await startSmtp();
  let server: TestServer | undefined;
  try {
    server = await startServer({ config: { smtpUrl: smtp.url, mailFrom: 'Saray <no-reply@saray.test>' } });
    const post = (path: string, body: object) =>
      call(server!.url, 'POST', `/api/Authentication/${path}`, { body, headers: { lang: 'fa' } });
    await post('register', {
      username: 'smtp.user01',
      email: 'smtp.user@example.com',
      password: 'smtp-pass',
      confirmPassword: 'smtp-pass',
    });
    await post('ForgotPassword', { login: 'smtp.user@example.com' });
    expect(smtp.mails).toHaveLength(1);
    const mail = smtp.mails[0];
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('smtp.user@example.com');
    expect(mail.subject).toBe('بازنشانی رمز عبور');
    const token = /: (\S+)\n/.exec(mail.text!)![1];
    expect(
      (await post('SetPassword', { token, newPassword: 'smtp-pass-2', confirmPassword: 'smtp-pass-2' })).body,
    ).toEqual({ result: true });
    expect((await post('signin', { username: 'smtp.user01', password: 'smtp-pass-2' })).status).toBe(200);
  } finally {
    await server?.close();
    await smtp.close();
  }
});
