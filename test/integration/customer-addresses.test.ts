/**
 * @engines pglite postgres
 * A maximum count held for requests at once.
 */
import { call, listQuery } from '../support/http.js';
import { signedInCustomer, useServer } from '../support/server.js';

// A customer keeps their own addresses from the storefront, up to the store's maximum count.
const ctx = useServer();
let customer: { id: number; username: string; token: string };
let token: string;
let place: { countryId: number; cityId: number };
const as = (t: string) => (method: string, path: string, body?: object) =>
  call(ctx.server.url, method, path, { token: t, body });

beforeAll(async () => {
  const [city] = (
    await call(ctx.server.url, 'GET', `/api/cities${listQuery({ filter: { name: 'Tabriz' } })}`, { token: ctx.token })
  ).body;
  place = { countryId: city.countryId, cityId: city.id };
  customer = await signedInCustomer(ctx.server, ctx.token, 'addresser1', 'secret-pass-1');
  token = customer.token;
});

const address = (n: number) => ({ ...place, title: `Home ${n}`, addressDetail: `Valiasr St. ${n}`, customerId: 1 });

test('a customer’s address is always their own, and others cannot see it', async () => {
  const me = as(token);
  const created = await me('POST', '/api/customer-addresses', address(1));
  expect(created.status).toBe(201);
  expect(created.body.customerId).toBe(customer.id);
  const mine = await me('GET', '/api/customer-addresses');
  expect(mine.body.map((a: { title: string }) => a.title)).toEqual(['Home 1']);
  const other = await signedInCustomer(ctx.server, ctx.token, 'otherone1', 'secret-pass-1');
  const otherToken = other.token;
  expect((await as(otherToken)('GET', '/api/customer-addresses')).body).toEqual([]);
  expect((await as(otherToken)('GET', `/api/customer-addresses/${created.body.id}`)).status).toBe(404);
  expect((await as(otherToken)('DELETE', `/api/customer-addresses/${created.body.id}`)).status).toBe(404);
  await call(ctx.server.url, 'DELETE', `/api/customers/${other.id}`, { token: ctx.token });
  await me('DELETE', `/api/customer-addresses/${created.body.id}`);
});

test('an address’s phone is stored in international form, and what is no number is refused in the visitor’s language', async () => {
  const me = as(token);
  const created = await me('POST', '/api/customer-addresses', {
    ...address(1),
    phoneNumber: '0912 345 6789',
    faxNumber: '+98 21 8888 7777',
  });
  expect(created.status).toBe(201);
  expect(created.body).toMatchObject({ phoneNumber: '+989123456789', faxNumber: '+982188887777' });
  const stored = (await me('GET', `/api/customer-addresses/${created.body.id}`)).body;
  expect(stored).toMatchObject({ phoneNumber: '+989123456789', faxNumber: '+982188887777' });
  // Persian digits, as a Persian keyboard types them; an empty field clears the number.
  const changed = await me('PUT', `/api/customer-addresses/${created.body.id}`, {
    phoneNumber: '۰۹۳۵ ۱۲۳ ۴۵۶۷',
    faxNumber: '',
  });
  expect(changed.body).toMatchObject({ phoneNumber: '+989351234567', faxNumber: null });

  const refused = await call(ctx.server.url, 'POST', '/api/customer-addresses', {
    token,
    headers: { lang: 'fa' },
    body: { ...address(2), phoneNumber: '12345' },
  });
  expect(refused.status).toBe(400);
  expect(refused.body.details).toEqual([
    {
      path: '/phoneNumber',
      error: 'common.error.phone',
      message: 'این شماره تلفن معتبر نیست: آن را به صورت بین‌المللی وارد کنید، مانند +98 912 345 6789.',
    },
  ]);
  const english = await me('PUT', `/api/customer-addresses/${created.body.id}`, { faxNumber: '5551234567' });
  expect(english.body.details).toEqual([
    {
      path: '/faxNumber',
      error: 'common.error.phone',
      message: 'This is not a valid phone number: enter it in international form, such as +98 912 345 6789.',
    },
  ]);
  expect((await me('GET', '/api/customer-addresses')).body.map((a: { title: string }) => a.title)).toEqual(['Home 1']);

  // The storefront's address form draws the field as a phone input, because the entity file says it holds one.
  const res = await fetch(`${ctx.server.url}/en/account/myaddresses`, { headers: { cookie: `saray_token=${token}` } });
  const json = /<script id="storefront-state" type="application\/json">(.*?)<\/script>/s.exec(await res.text())![1];
  const fields = JSON.parse(json).data.account.form.fields as { name: string; type: string }[];
  expect(fields.find((f) => f.name === 'phoneNumber')).toMatchObject({ type: 'tel' });
  expect(fields.find((f) => f.name === 'zipPostalCode')).toMatchObject({ type: 'text' });
  await me('DELETE', `/api/customer-addresses/${created.body.id}`);
});

test('the store’s maximum address count is enforced on the server, also for requests at once', async () => {
  const [setting] = (
    await call(
      ctx.server.url,
      'GET',
      `/api/settings${listQuery({ filter: { name: 'customer.maximumaddresscount' } })}`,
      { token: ctx.token },
    )
  ).body;
  expect(setting).toBeUndefined();
  const me = as(token);
  // Five at once (the default maximum), then three more at once: exactly five are kept.
  const first = await Promise.all([1, 2, 3, 4, 5].map((n) => me('POST', '/api/customer-addresses', address(n))));
  expect(first.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
  const more = await Promise.all([6, 7, 8].map((n) => me('POST', '/api/customer-addresses', address(n))));
  expect(more.map((r) => r.status)).toEqual([400, 400, 400]);
  expect(more[0].body).toMatchObject({
    error: 'address.error.maxcount',
    message: 'Maximum address count exceeded: you can keep at most 5 addresses.',
  });
  const page = await fetch(`${ctx.server.url}/en/account/myaddresses`, { headers: { cookie: `saray_token=${token}` } });
  expect(await page.text()).toContain('5 of at most 5');
  for (const a of (await me('GET', '/api/customer-addresses')).body)
    await me('DELETE', `/api/customer-addresses/${a.id}`);
});

/** The demo's places by name: Iran with Tehran and East Azerbaijan (Tabriz), Türkiye with Istanbul. */
async function places() {
  const all = (await call(ctx.server.url, 'GET', '/api/Address/getAllAddressItems')).body as Record<
    'countries' | 'provinces' | 'cities',
    { id: number; name: string; countryId?: number; provinceId?: number }[]
  >;
  const find = (list: keyof typeof all, name: string) => all[list].find((r) => r.name === name)!;
  return {
    all,
    iran: find('countries', 'Iran'),
    turkey: find('countries', 'Türkiye'),
    eastAzerbaijan: find('provinces', 'East Azerbaijan'),
    tehranProvince: find('provinces', 'Tehran'),
    tabriz: find('cities', 'Tabriz'),
    tehran: find('cities', 'Tehran'),
    istanbul: find('cities', 'Istanbul'),
  };
}

test('a city must lie in the address’s province and country', async () => {
  const p = await places();
  const me = as(token);
  const wrong = await me('POST', '/api/customer-addresses', {
    countryId: p.turkey.id,
    cityId: p.tabriz.id,
    addressDetail: 'Nowhere 1',
  });
  expect(wrong.status).toBe(400);
  expect(wrong.body).toMatchObject({
    error: 'address.error.placemismatch',
    details: [{ path: '/cityId', error: 'address.error.placemismatch' }],
  });
  const mixed = await me('POST', '/api/customer-addresses', {
    countryId: p.iran.id,
    provinceId: p.tehranProvince.id,
    cityId: p.tabriz.id,
    addressDetail: 'Nowhere 2',
  });
  expect(mixed.body.error).toBe('address.error.placemismatch');
  // A city alone brings its province.
  const right = await me('POST', '/api/customer-addresses', {
    countryId: p.iran.id,
    cityId: p.tabriz.id,
    addressDetail: 'Somewhere 3',
  });
  expect(right.status).toBe(201);
  expect(right.body.provinceId).toBe(p.eastAzerbaijan.id);
  await me('DELETE', `/api/customer-addresses/${right.body.id}`);
});

test('address element mappings narrow where customers may keep addresses, on the server and in the form', async () => {
  const p = await places();
  const admin = as(ctx.token);
  const save = (items: object[]) =>
    admin('POST', '/api/Address/saveAddressElementMappings', { entityName: 'CustomerAddress', entityId: 0, items });
  expect(
    (await call(ctx.server.url, 'POST', '/api/Address/saveAddressElementMappings', { body: { items: [] } })).status,
  ).toBe(401);
  expect((await as(token)('POST', '/api/Address/saveAddressElementMappings', { items: [] })).status).toBe(403);

  // The store serves Tabriz and all of Türkiye.
  const saved = await save([{ countryId: p.iran.id, cityId: p.tabriz.id }, { countryId: p.turkey.id }]);
  expect(saved.status).toBe(201);
  expect(saved.body).toEqual([
    expect.objectContaining({ countryId: p.iran.id, provinceId: p.eastAzerbaijan.id, cityId: p.tabriz.id }),
    expect.objectContaining({ countryId: p.turkey.id, provinceId: null, cityId: null }),
  ]);
  // A bad item changes nothing.
  const bad = await save([{ countryId: p.turkey.id, cityId: p.tehran.id }]);
  expect(bad.status).toBe(400);
  expect(bad.body.details).toEqual([
    { path: '/items/0/cityId', error: 'address.error.placemismatch', message: expect.any(String) },
  ]);
  const read = await admin(
    'GET',
    `/api/Address/getAddressElementMappings?entityName=CustomerAddress&entityId=0&countryId=${p.iran.id}`,
  );
  expect(read.body.map((m: { cityId: number }) => m.cityId)).toEqual([p.tabriz.id]);

  const names = (rows: { name: string }[]) => rows.map((r) => r.name);
  const choices = async (level: string, parentId?: number) =>
    names(
      (
        await call(
          ctx.server.url,
          'GET',
          `/api/Address/getAddressChoices?entityName=CustomerAddress&level=${level}${parentId ? `&parentId=${parentId}` : ''}`,
        )
      ).body,
    );
  expect(await choices('countries')).toEqual(['Iran', 'Türkiye']);
  expect(await choices('provinces', p.iran.id)).toEqual(['East Azerbaijan']);
  expect(await choices('cities', p.eastAzerbaijan.id)).toEqual(['Tabriz']);
  expect(await choices('provinces', p.turkey.id)).toEqual(['Istanbul']);
  expect(names((await call(ctx.server.url, 'GET', '/api/Address/getCities?entityName=CustomerAddress')).body)).toEqual([
    'Istanbul',
    'Tabriz',
  ]);

  const me = as(token);
  const outside = await call(ctx.server.url, 'POST', '/api/Address/saveCustomerAddress', {
    token,
    headers: { lang: 'tr' },
    body: { countryId: p.iran.id, cityId: p.tehran.id, addressDetail: 'Valiasr St.' },
  });
  expect(outside.status).toBe(400);
  expect(outside.body).toMatchObject({
    error: 'address.error.notserved',
    message: 'Mağaza bu yere hizmet vermiyor: teslimat bölgelerinden birinde bir şehir seçin.',
  });
  const inside = await me('POST', '/api/Address/saveCustomerAddress', {
    countryId: p.turkey.id,
    cityId: p.istanbul.id,
    addressDetail: 'İstiklal Cd. 1',
  });
  expect(inside.status).toBe(201);
  const edited = await me('POST', '/api/Address/saveCustomerAddress', { id: inside.body.id, title: 'Office' });
  expect(edited.body).toMatchObject({ id: inside.body.id, title: 'Office', cityId: p.istanbul.id });
  expect((await me('GET', '/api/Address/getAllCustomerAddresses')).body.map((a: { id: number }) => a.id)).toEqual([
    inside.body.id,
  ]);
  const stranger = await signedInCustomer(ctx.server, ctx.token, 'addresser2', 'secret-pass-1');
  expect((await as(stranger.token)('DELETE', `/api/Address/deleteCustomerAddress?id=${inside.body.id}`)).status).toBe(
    404,
  );
  expect((await me('DELETE', `/api/Address/deleteCustomerAddress?id=${inside.body.id}`)).status).toBe(200);

  // No mappings: every place is open again.
  expect((await save([])).body).toEqual([]);
  expect(await choices('provinces', p.iran.id)).toEqual(['East Azerbaijan', 'Tehran']);
  await call(ctx.server.url, 'DELETE', `/api/customers/${stranger.id}`, { token: ctx.token });
});
