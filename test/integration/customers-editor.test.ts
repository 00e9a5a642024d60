import { nationalCodeCheckDigit } from '../../backend/src/modules/customers/national-code.js';
import { call } from '../support/http.js';
import { createCustomer } from '../support/server.js';
import { useSharedServer } from '../support/shared-server.js';

const ctx = useSharedServer();
const PASSWORD = 'editor-pass-1';
const codeFrom = (nine: string) => nine + String(nationalCodeCheckDigit(nine));
const api = (method: string, path: string, body?: unknown, token = ctx.token) =>
  call(ctx.server.url, method, `/api/Customers/${path}`, { token, body });

describe('saveCustomerProfile', () => {
  const save = (body: object) => api('POST', 'saveCustomerProfile', body);

  test('id 0 creates (201), the id updates (200) with the version read, a stale version is 409', async () => {
    const created = await save({ id: 0, email: 'wizard@example.com', mobile: '+989121230000', firstName: 'Reza' });
    expect(created.status).toBe(201);
    expect(created.body.id).toBeGreaterThan(0);
    const updated = await save({ ...created.body, lastName: 'Ahmadi', nationalCode: codeFrom('111222333') });
    expect([updated.status, updated.body.lastName, updated.body.version]).toEqual([200, 'Ahmadi', 2]);
    const stale = await save({ id: created.body.id, version: 1, firstName: 'Late' });
    expect([stale.status, stale.body.error]).toEqual([409, 'common.error.concurrentupdate']);
    expect((await api('GET', `getCustomer?id=${created.body.id}`)).body.firstName).toBe('Reza');
  });

  test('duplicates are 409 with the spec keys, e-mail in any case', async () => {
    await save({ username: 'dup.source', email: 'dup@example.com', mobile: '+989121239999' });
    await save({ username: 'code.source', nationalCode: codeFrom('444555666') });
    for (const [body, key] of [
      [{ username: 'dup.source' }, 'customer.error.usernameexists'],
      [{ email: 'DUP@example.com' }, 'customer.error.emailexists'],
      [{ email: 'dup@example.com' }, 'customer.error.emailexists'],
      [{ mobile: '+989121239999' }, 'customer.error.mobileexists'],
      [{ username: 'code.copier', nationalCode: codeFrom('444555666') }, 'customer.error.nationalcodeexists'],
    ] as const) {
      const res = await save({ id: 0, ...body });
      expect([body, res.status, res.body.error]).toEqual([body, 409, key]);
    }
  });

  test('refusals: no login, invalid national code, a non-Iranian mobile', async () => {
    const noLogin = await save({ id: 0, firstName: 'Nameless' });
    expect([noLogin.status, noLogin.body.error]).toEqual([400, 'customer.error.loginrequired']);
    expect(noLogin.body.details.map((d: { path: string }) => d.path)).toEqual(['/username', '/email', '/mobile']);
    const badCode = await save({ id: 0, username: 'bad.code.one', nationalCode: '1234567890' });
    expect([badCode.status, badCode.body.details[0].path]).toEqual([400, '/nationalCode']);
    expect(badCode.body.error).toBe('customer.nationalcode_error');
    const foreign = await save({ id: 0, mobile: '+14155550100' });
    expect([foreign.status, foreign.body.error]).toEqual([400, 'customer.error.mobile_iran_format']);
  });

  test('an update that would leave no login is refused, through the generic route too', async () => {
    // The editor gave the customer a username as well (u989121235555): both have to go.
    const { body: only } = await save({ mobile: '+989121235555' });
    expect((await save({ id: only.id, mobile: null })).status).toBe(200);
    const res = await save({ id: only.id, username: null });
    expect([res.status, res.body.error]).toEqual([400, 'customer.error.loginrequired']);
    const generic = await call(ctx.server.url, 'POST', '/api/customers', { token: ctx.token, body: { lastName: 'X' } });
    expect([generic.status, generic.body.error]).toEqual([400, 'customer.error.loginrequired']);
  });
});

describe('getCustomer and getMyCustomers', () => {
  test('getCustomer answers the record; a bad id is 400, an unknown one 404', async () => {
    const { id } = await createCustomer(ctx.server, ctx.token, { username: 'fetch.me.now' }, PASSWORD);
    expect((await api('GET', `getCustomer?id=${id}`)).body).toMatchObject({ id, username: 'fetch.me.now' });
    expect((await api('GET', 'getCustomer?id=0')).status).toBe(400);
    expect((await api('GET', 'getCustomer')).status).toBe(400);
    expect((await api('GET', 'getCustomer?id=999999')).status).toBe(404);
  });

  test('pages of customers with the total, deleted ones left out', async () => {
    const first = await api('GET', 'getMyCustomers?pageIndex=0&pageSize=2');
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(2);
    expect(first.body.totalCount).toBeGreaterThan(2);
    const second = await api('GET', 'getMyCustomers?pageIndex=1&pageSize=2');
    expect(second.body.data[0].id).not.toBe(first.body.data[0].id);
    const { id } = await createCustomer(ctx.server, ctx.token, { username: 'soon.deleted' }, PASSWORD);
    await api('DELETE', String(id));
    const all = await api('GET', 'getMyCustomers?pageSize=1000');
    expect(all.body.totalCount).toBe(first.body.totalCount);
    expect(all.body.data.some((c: { id: number }) => c.id === id)).toBe(false);
    expect((await api('GET', 'getMyCustomers?keyword=fetch.me')).body).toMatchObject({
      totalCount: 1,
      data: [{ username: 'fetch.me.now' }],
    });
    expect((await api('GET', 'getMyCustomers?pageIndex=-1')).status).toBe(400);
  });
});

describe('delete', () => {
  test('marks the customer deleted and inactive and ends their sessions at once', async () => {
    const { id } = await createCustomer(ctx.server, ctx.token, { username: 'leaving.soon' }, PASSWORD);
    const record = (
      await call(ctx.server.url, 'POST', '/api/Authentication/signin', {
        body: { username: 'leaving.soon', password: PASSWORD },
      })
    ).body;
    const whoAmI = () =>
      call(ctx.server.url, 'GET', '/api/Authentication/CheckAuthenticated', { token: record.access_token });
    expect((await whoAmI()).status).toBe(200);
    const res = await api('DELETE', String(id));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, deleted: true, active: false });
    expect((await whoAmI()).status).toBe(401);
    const refresh = await call(ctx.server.url, 'POST', '/api/Authentication/refresh', {
      body: { refresh_token: record.refresh_token },
    });
    expect(refresh.status).toBe(401);
    const again = await call(ctx.server.url, 'POST', '/api/Authentication/signin', {
      body: { username: 'leaving.soon', password: PASSWORD },
    });
    expect(again.body.error).toBe('security.error.customerdeleted');
  });

  test('id 0, a bad id or the caller’s own account are refused; an unknown id is 404', async () => {
    expect((await api('DELETE', '0')).status).toBe(400);
    expect((await api('DELETE', 'abc')).status).toBe(400);
    expect((await api('DELETE', '999999')).status).toBe(404);
    const me = (await api('GET', 'getMyProfile')).body;
    const self = await api('DELETE', String(me.id));
    expect([self.status, self.body.error]).toEqual([400, 'customer.error.cannotdeleteself']);
    expect((await api('GET', 'getMyProfile')).status).toBe(200);
  });
});
