import { nationalCodeCheckDigit } from '../../backend/src/modules/customers/national-code.js';
import { call, signIn } from '../support/http.js';
import { createCustomer } from '../support/server.js';
import { useSharedServer } from '../support/shared-server.js';

const ctx = useSharedServer();
const PASSWORD = 'check-pass-1';
const codeFrom = (nine: string) => nine + String(nationalCodeCheckDigit(nine));
const api = (method: string, path: string, body?: unknown, token = ctx.token) =>
  call(ctx.server.url, method, `/api/Customers/${path}`, { token, body });
const check = (query: Record<string, string>) => api('GET', `checkCustomer?${new URLSearchParams(query).toString()}`);
let customerToken: string;

beforeAll(async () => {
  await createCustomer(ctx.server, ctx.token, { username: 'plain.shopper' }, PASSWORD);
  customerToken = await signIn(ctx.server.url, 'plain.shopper', PASSWORD);
});

describe('who may call the editor', () => {
  // Objects, not arrays: Jest would take a missing third array item for a done callback.
  const adminCalls: { method: string; path: string; body?: unknown }[] = [
    { method: 'GET', path: 'checkCustomer?email=a%40example.com' },
    { method: 'GET', path: `checkNationalCode?nationalCode=${codeFrom('123456789')}` },
    { method: 'POST', path: 'saveCustomerProfile', body: { id: 0, username: 'never.created' } },
    { method: 'GET', path: 'getCustomer?id=1' },
    { method: 'GET', path: 'getMyCustomers' },
    { method: 'DELETE', path: '1' },
    { method: 'POST', path: 'addCustomerRole', body: { customerId: 1, customerRoleId: 1 } },
    { method: 'DELETE', path: 'deleteCustomerRole?customerId=1&customerRoleId=1' },
    { method: 'GET', path: 'getNotMappedCustomerRoles?customerId=1' },
  ];

  test.each(adminCalls)('$method $path: anonymous 401, customer 403', async ({ method, path, body }) => {
    const anonymous = await call(ctx.server.url, method, `/api/Customers/${path}`, { body });
    expect([anonymous.status, anonymous.body.error]).toEqual([401, 'security.error.accessdenied']);
    const customer = await api(method, path, body, customerToken);
    expect([customer.status, customer.body.error]).toEqual([403, 'security.error.forbidden']);
  });
});

describe('checkCustomer', () => {
  let known: { id: number };
  let other: { id: number };
  beforeAll(async () => {
    known = await createCustomer(
      ctx.server,
      ctx.token,
      { email: 'Known.Person@example.com', mobile: '+989121110001' },
      PASSWORD,
    );
    other = await createCustomer(ctx.server, ctx.token, { mobile: '+989121110002' }, PASSWORD);
  });

  test('edit mode: the customer found by e-mail (any case), by mobile, or by both', async () => {
    const queries: Record<string, string>[] = [
      { email: 'known.person@example.com' },
      { mobile: '+989121110001' },
      { email: 'Known.Person@example.com', mobile: '+989121110001' },
      { email: 'known.person@example.com', mobile: '+989129999999' },
    ];
    for (const query of queries) {
      const res = await check(query);
      expect([query, res.status, res.body.id, res.body.email]).toEqual([
        query,
        200,
        known.id,
        'Known.Person@example.com',
      ]);
    }
  });

  test('create mode: nothing found gives a record with id 0 holding what was given', async () => {
    const res = await check({ email: 'new.person@example.com', mobile: '+989351234567' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: 0, email: 'new.person@example.com', mobile: '+989351234567', active: true });
    expect(res.body).not.toHaveProperty('passwordHash');
  });

  test('an unencoded plus sign in the query still finds the mobile', async () => {
    const res = await api('GET', 'checkCustomer?mobile=+989121110002');
    expect([res.status, res.body.id]).toEqual([200, other.id]);
  });

  test('e-mail and mobile of two different customers: 409', async () => {
    const res = await check({ email: 'known.person@example.com', mobile: '+989121110002' });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('customer.error.emailmobileconflict');
  });

  test('refusals: nothing given, a mobile outside the editor rule, a malformed e-mail', async () => {
    expect((await api('GET', 'checkCustomer')).body.error).toBe('customer.error.emailormobilerequired');
    for (const mobile of ['+14155550100', '09121234567', '+98912123']) {
      const res = await check({ mobile });
      expect([mobile, res.status, res.body.error]).toEqual([mobile, 400, 'customer.error.mobile_iran_format']);
    }
    const email = await check({ email: 'not-an-address' });
    expect([email.status, email.body.error]).toEqual([400, 'customer.error.email_format']);
  });
});

describe('checkNationalCode', () => {
  const taken = codeFrom('002345678');
  let holder: { id: number };
  beforeAll(async () => {
    holder = await createCustomer(ctx.server, ctx.token, { username: 'code.holder', nationalCode: taken }, PASSWORD);
  });
  const checkCode = async (nationalCode: string, customerId?: number) =>
    (
      await api(
        'GET',
        `checkNationalCode?nationalCode=${nationalCode}${customerId === undefined ? '' : `&customerId=${customerId}`}`,
      )
    ).body;

  test('a valid, unused code passes', async () => {
    expect(await checkCode(codeFrom('987654321'))).toEqual({ result: 1 });
    expect(await checkCode(codeFrom('987654321'), 0)).toEqual({ result: 1 });
  });

  test('a code another customer holds is taken; the customer being edited is excluded', async () => {
    expect(await checkCode(taken)).toEqual({ result: 0, error: 'customer.error.nationalcodeexists' });
    expect(await checkCode(taken, holder.id)).toEqual({ result: 1 });
  });

  test('a wrong check digit, equal digits or a wrong length are invalid', async () => {
    const valid = codeFrom('987654321');
    const wrongDigit = valid.slice(0, 9) + String((Number(valid[9]) + 1) % 10);
    for (const code of [wrongDigit, '1111111111', '123456789', ''])
      expect(await checkCode(code)).toEqual({ result: 0, error: 'customer.nationalcode_error' });
  });
});
