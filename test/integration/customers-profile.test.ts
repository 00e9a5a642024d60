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

const checkMine = (body: unknown, token?: string) =>
  call(ctx.server.url, 'POST', '/api/Customers/checkMyProfile', { token, body });
/** The profile page's state, as the storefront's server drew it for this customer. */
async function profilePage(token: string, lang = 'en') {
  const res = await fetch(`${ctx.server.url}/${lang}/account/profile`, { headers: { cookie: `saray_token=${token}` } });
  const json = /<script id="storefront-state" type="application\/json">(.*?)<\/script>/s.exec(await res.text())![1];
  return JSON.parse(json).data.profile;
}

describe('the three-step editor’s checks', () => {
  test('a step is checked as the save would check it, and nothing is written', async () => {
    const before = (await getMine(bobToken)).body;
    const refused = await checkMine({ email: 'not-an-address', mobile: '12', nationalCode: '0000000000' }, bobToken);
    expect(refused.status).toBe(400);
    const paths = refused.body.details.map((d: { path: string }) => d.path).sort();
    expect(paths).toEqual(expect.arrayContaining(['/email']));
    for (const d of refused.body.details) expect(d.message).toEqual(expect.any(String));
    const taken = await checkMine({ email: 'BOB@example.com' }, aliceToken);
    expect([taken.status, taken.body.error]).toEqual([409, 'customer.error.emailexists']);
    const ok = await checkMine({ version: before.version, mobile: '0912 555 1234', firstName: 'Bobby' }, bobToken);
    expect([ok.status, ok.body]).toEqual([200, { result: 1 }]);
    const after = (await getMine(bobToken)).body;
    expect(after).toMatchObject({ version: before.version, mobile: before.mobile, firstName: before.firstName });
  });

  test('with customer.canchangeprofile off, the check is refused too and the page offers no editor', async () => {
    expect((await profilePage(aliceToken)).canChange).toBe(true);
    await setCanChangeProfile('false');
    try {
      const res = await checkMine({ firstName: 'Blocked' }, aliceToken);
      expect([res.status, res.body.error]).toEqual([403, 'customer.error.profilechangedisabled']);
      const view = await profilePage(aliceToken);
      expect(view).toMatchObject({ canChange: false, username: 'alice.profile' });
    } finally {
      await setCanChangeProfile('true');
    }
  });
});

describe('the attributes the store asks of customers', () => {
  const admin = (method: string, path: string, body?: object) =>
    call(ctx.server.url, method, path, { token: ctx.token, body });
  let size: number;
  let shoeSize: number;
  let interests: number;
  let productAttribute: number;

  beforeAll(async () => {
    const attribute = async (body: object) => (await admin('POST', '/api/attributes', body)).body.id as number;
    size = await attribute({
      name: 'Shirt size',
      entityName: 'Customer',
      attributeControlTypeId: 11,
      isRequired: true,
    });
    for (const [i, name] of ['Small', 'Medium', 'Large'].entries())
      expect((await admin('POST', '/api/attribute-values', { attributeId: size, name, displayOrder: i })).status).toBe(
        201,
      );
    shoeSize = await attribute({ name: 'Shoe size', entityName: 'Customer', attributeControlTypeId: 2 });
    interests = await attribute({ name: 'Interests', entityName: 'Customer', attributeControlTypeId: 21 });
    for (const name of ['Carpets', 'Books'])
      await admin('POST', '/api/attribute-values', { attributeId: interests, name });
    productAttribute = await attribute({ name: 'Pile height', entityName: 'Product', attributeControlTypeId: 1 });
  });

  test('the page lists them with their choices, and the customer’s values', async () => {
    const view = await profilePage(aliceToken);
    const names = view.attributes.map((a: { name: string }) => a.name);
    expect(names).toEqual(expect.arrayContaining(['Shirt size', 'Shoe size', 'Interests']));
    expect(names).not.toContain('Pile height');
    const shirt = view.attributes.find((a: { id: number }) => a.id === size);
    expect(shirt).toMatchObject({ control: 'select', required: true, value: '' });
    expect(shirt.options.map((o: { value: string }) => o.value)).toEqual(['Small', 'Medium', 'Large']);
  });

  test('every value is checked against its attribute; a required one must be given', async () => {
    const missing = await saveMine({ attributes: [{ attributeId: shoeSize, value: '42' }] }, aliceToken);
    expect(missing.status).toBe(400);
    expect(missing.body.details).toEqual([
      expect.objectContaining({ path: `/attributes/${size}`, error: 'common.error.required' }),
    ]);
    const wrong = await checkMine(
      {
        attributes: [
          { attributeId: size, value: 'Huge' },
          { attributeId: shoeSize, value: 'forty' },
          { attributeId: interests, value: '|Carpets|Cars|' },
          { attributeId: productAttribute, value: 'x' },
        ],
      },
      aliceToken,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.details.map((d: { path: string; error: string }) => [d.path, d.error]).sort()).toEqual(
      [
        [`/attributes/${productAttribute}`, 'common.error.invalidvalue'],
        [`/attributes/${size}`, 'common.error.enum'],
        [`/attributes/${shoeSize}`, 'common.error.type'],
        [`/attributes/${interests}`, 'common.error.enum'],
      ].sort(),
    );
    const mappings = await admin('GET', `/api/attribute-mappings${listQuery({ filter: { entityId: alice.id } })}`);
    expect(mappings.body.filter((m: { entityName: string }) => m.entityName === 'Customer')).toEqual([]);
  });

  test('values that fit are saved with the profile, in one save, and read back', async () => {
    const res = await saveMine(
      {
        firstName: 'Alice',
        attributes: [
          { attributeId: size, value: 'Medium' },
          { attributeId: shoeSize, value: '38.5' },
          { attributeId: interests, value: '|Books|Carpets|' },
        ],
      },
      aliceToken,
    );
    expect(res.status).toBe(200);
    expect((await getMine(aliceToken)).body.attributes).toEqual(
      expect.arrayContaining([
        { attributeId: size, value: 'Medium' },
        { attributeId: shoeSize, value: '38.5' },
        { attributeId: interests, value: '|Books|Carpets|' },
      ]),
    );
    // Clearing an optional one removes its value; the other customers' records are untouched.
    await saveMine(
      {
        attributes: [
          { attributeId: size, value: 'Large' },
          { attributeId: shoeSize, value: '' },
        ],
      },
      aliceToken,
    );
    const values = (await profilePage(aliceToken)).attributes.map((a: { id: number; value: string }) => [
      a.id,
      a.value,
    ]);
    expect(values).toEqual(
      expect.arrayContaining([
        [size, 'Large'],
        [shoeSize, ''],
        [interests, '|Books|Carpets|'],
      ]),
    );
    expect((await getMine(bobToken)).body.attributes).toEqual([]);
  });
});
