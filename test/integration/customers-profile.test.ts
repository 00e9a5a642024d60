import { nationalCodeCheckDigit } from '../../backend/src/modules/customers/national-code.js';
import { call, listQuery, signIn } from '../support/http.js';
import { createCustomer, useServer } from '../support/server.js';
import { snapshot } from '../support/snapshot.js';

const ctx = useServer();
const PASSWORD = 'profile-pass-1';
const codeFrom = (nine: string) => nine + String(nationalCodeCheckDigit(nine));
const getMine = (token?: string) => call(ctx.server.url, 'GET', '/api/Customers/getMyProfile', { token });
const saveMine = (body: unknown, token?: string) =>
  call(ctx.server.url, 'POST', '/api/Customers/saveMyProfile', { token, body });
let alice: { id: number };
let bob: { id: number };
let aliceToken: string;
let bobToken: string;

beforeAll(async () => {
  alice = await createCustomer(ctx.server, ctx.token, { username: 'alice.profile', firstName: 'Alice' }, PASSWORD);
  bob = await createCustomer(
    ctx.server,
    ctx.token,
    { username: 'bob.profile', email: 'bob@example.com', nationalCode: codeFrom('246813579') },
    PASSWORD,
  );
  aliceToken = await signIn(ctx.server.url, 'alice.profile', PASSWORD);
  bobToken = await signIn(ctx.server.url, 'bob.profile', PASSWORD);
});

async function setCanChangeProfile(value: string): Promise<void> {
  const [setting] = (
    await call(ctx.server.url, 'GET', `/api/settings${listQuery({ filter: { name: 'customer.canchangeprofile' } })}`, {
      token: ctx.token,
    })
  ).body;
  const res = await call(ctx.server.url, 'PUT', `/api/settings/${setting.id}`, { token: ctx.token, body: { value } });
  expect(res.status).toBe(200);
}

test('signed out: 401', async () => {
  expect((await getMine()).status).toBe(401);
  expect((await saveMine({ firstName: 'X' })).status).toBe(401);
});

test('getMyProfile answers the caller’s own record without secrets', async () => {
  const res = await getMine(aliceToken);
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ id: alice.id, username: 'alice.profile', firstName: 'Alice' });
  for (const secret of ['passwordHash', 'twoFactorSecret', 'twoFactorPendingSecret', 'twoFactorLastStep'])
    expect(res.body).not.toHaveProperty(secret);
  expect((await getMine(bobToken)).body.id).toBe(bob.id);
});

test('saveMyProfile changes the profile fields of the caller’s own record', async () => {
  const mine = (await getMine(aliceToken)).body;
  const nationalCode = codeFrom('135792468');
  const res = await saveMine(
    { ...mine, lastName: 'Karimi', gender: 2, dateOfBirth: '1990-04-01', mobile: '+905321234567', nationalCode },
    aliceToken,
  );
  expect(res.status).toBe(200);
  const version = mine.version + 1;
  expect(res.body).toMatchObject({ id: alice.id, lastName: 'Karimi', gender: 2, nationalCode, version });
  expect(res.headers.get('etag')).toBe(`"${version}"`);
});

test('another customer’s record is never reached', async () => {
  const before = await snapshot(ctx.server.dataSource, 'customers');
  const res = await saveMine({ id: bob.id, firstName: 'Hijacked' }, aliceToken);
  expect([res.status, res.body.error]).toEqual([403, 'security.error.forbidden']);
  expect(await snapshot(ctx.server.dataSource, 'customers')).toEqual(before);
  expect((await getMine(bobToken)).body.firstName).toBeNull();
});

test('state, roles and unknown fields cannot be changed through the profile', async () => {
  for (const body of [{ active: false }, { deleted: true }, { systemAccount: true }]) {
    const res = await saveMine(body, aliceToken);
    expect([body, res.status, res.body.details[0].error]).toEqual([body, 400, 'common.error.readonly']);
  }
  const roles = await saveMine({ roles: 'administrators' }, aliceToken);
  expect([roles.status, roles.body.details[0].error]).toEqual([400, 'common.error.unknownfield']);
  const password = await saveMine({ passwordHash: 'x' }, aliceToken);
  expect(password.status).toBe(400);
  expect((await getMine(aliceToken)).body).toMatchObject({ active: true, deleted: false, systemAccount: false });
});

test('the customer rules and uniqueness apply to the profile', async () => {
  const dupEmail = await saveMine({ email: 'BOB@example.com' }, aliceToken);
  expect([dupEmail.status, dupEmail.body.error]).toEqual([409, 'customer.error.emailexists']);
  const dupCode = await saveMine({ nationalCode: codeFrom('246813579') }, aliceToken);
  expect([dupCode.status, dupCode.body.error]).toEqual([409, 'customer.error.nationalcodeexists']);
  const dupName = await saveMine({ username: 'bob.profile' }, aliceToken);
  expect([dupName.status, dupName.body.error]).toEqual([409, 'customer.error.usernameexists']);
  const badCode = await saveMine({ nationalCode: '0000000000' }, aliceToken);
  expect([badCode.status, badCode.body.error]).toEqual([400, 'customer.nationalcode_error']);
  const noLogin = await saveMine({ username: null, mobile: null }, aliceToken);
  expect([noLogin.status, noLogin.body.error]).toEqual([400, 'customer.error.loginrequired']);
  const stale = await saveMine({ version: 1, firstName: 'Late' }, aliceToken);
  expect([stale.status, stale.body.error]).toEqual([409, 'common.error.concurrentupdate']);
});

test('with customer.canchangeprofile off the profile cannot be saved, but can still be read', async () => {
  await setCanChangeProfile('false');
  try {
    const res = await saveMine({ firstName: 'Blocked' }, aliceToken);
    expect([res.status, res.body.error]).toEqual([403, 'customer.error.profilechangedisabled']);
    expect((await getMine(aliceToken)).body.firstName).toBe('Alice');
  } finally {
    await setCanChangeProfile('true');
  }
  expect((await saveMine({ firstName: 'Allowed' }, aliceToken)).body.firstName).toBe('Allowed');
});

test('the setting of the request’s store decides: a store without it does not allow changes', async () => {
  const store = await call(ctx.server.url, 'POST', '/api/stores', { token: ctx.token, body: { name: 'outlet' } });
  expect(store.status).toBe(201);
  const res = await call(ctx.server.url, 'POST', '/api/Customers/saveMyProfile', {
    token: aliceToken,
    headers: { store: 'outlet' },
    body: { firstName: 'Elsewhere' },
  });
  expect([res.status, res.body.error]).toEqual([403, 'customer.error.profilechangedisabled']);
});
