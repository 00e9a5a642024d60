import { call, listQuery } from '../support/http.js';
import { shoppers, useServer } from '../support/server.js';

// The settings catalogue: known settings have a type the server checks; others stay free text.
const ctx = useServer();
const admin = (method: string, path: string, body?: object) =>
  call(ctx.server.url, method, path, { token: ctx.token, body, headers: { 'accept-language': 'en' } });

interface SettingRow {
  id: number;
  name: string;
  value: string;
  storeId: number;
  version: number;
}

const setting = async (name: string): Promise<SettingRow | undefined> =>
  (await admin('GET', `/api/settings${listQuery({ filter: { name } })}`)).body[0];

/** Writes a value to a setting (made for the test when the store has none) and puts it back afterwards. */
async function change(name: string, value: string) {
  const existing = await setting(name);
  const { storeId } = (await setting('store.name'))!;
  const row = existing ?? (await admin('POST', '/api/settings', { name, value: '1', storeId })).body;
  try {
    const res = await admin('PUT', `/api/settings/${row.id}`, { ...row, value });
    if (res.status === 200 && existing)
      expect((await admin('PUT', `/api/settings/${row.id}`, { ...res.body, value: row.value })).status).toBe(200);
    return res;
  } finally {
    if (!existing) expect((await admin('DELETE', `/api/settings/${row.id}`)).status).toBe(200);
  }
}

test('the catalogue lists each known setting with its type and group, for administrators only', async () => {
  const res = await admin('GET', '/api/Settings/catalogue');
  expect(res.status).toBe(200);
  expect(res.body.groups.map((g: { name: string }) => g.name)).toEqual(
    expect.arrayContaining(['store', 'customers', 'accounting', 'files']),
  );
  const byName = new Map(res.body.settings.map((s: { name: string }) => [s.name, s]));
  expect(byName.get('customer.canchangeprofile')).toMatchObject({
    type: 'boolean',
    group: 'customers',
    label: 'setting.names.customer.canchangeprofile',
    description: 'setting.descriptions.customer.canchangeprofile',
  });
  expect(byName.get('customer.maximumaddresscount')).toMatchObject({ type: 'number', integer: true, min: 1 });
  expect(byName.get('store.theme')).toMatchObject({
    type: 'choice',
    choices: ['official', 'theme4', 'theme_digi', 'theme_melk', 'theme_torob'],
  });
  expect(byName.get('accounting.ledger.cash')).toMatchObject({
    type: 'relation',
    relation: { entity: 'Ledger', resource: 'ledgers' },
  });
  expect(byName.get('adminform.maximumfilesize')).toMatchObject({ type: 'number', format: 'bytes' });

  const [customer] = await shoppers(ctx.server, ctx.token, 'catalogue', 1);
  const refused = await call(ctx.server.url, 'GET', '/api/Settings/catalogue', { token: customer.token });
  expect(refused.status).toBe(403);
});

test.each([
  ['customer.canchangeprofile', 'maybe', 'setting.error.boolean', 'This setting is on or off: true or false.'],
  ['customer.maximumaddresscount', 'many', 'setting.error.number', 'This setting is a number.'],
  ['customer.maximumaddresscount', '2.5', 'setting.error.integer', 'This setting is a whole number.'],
  ['customer.maximumaddresscount', '0', 'setting.error.min', 'The value must be at least 1.'],
  ['adminform.maximumfilecount', '101', 'setting.error.max', 'The value must be at most 100.'],
  [
    'store.theme',
    'pink',
    'setting.error.choice',
    'Choose among: official, theme4, theme_digi, theme_melk, theme_torob.',
  ],
  ['availablelanguagesinpublic', 'en,xx', 'setting.error.choice', 'Choose among: en, fa, tr.'],
  ['accounting.ledger.cash', '999999', 'setting.error.relation', 'No such record exists.'],
  ['accounting.type.sales', 'sales', 'setting.error.relation', 'No such record exists.'],
  ['languages', '[{"code":', 'setting.error.json', 'This setting is JSON, and the text is not valid JSON.'],
])('%s refuses %j with a 400 naming why', async (name, value, error, message) => {
  const res = await change(name, value);
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ error, message, details: [{ path: '/value', error, message }] });
  expect((await setting(name))?.value).not.toBe(value);
});

test.each([
  ['customer.canchangeprofile', 'false'],
  ['customer.canchangeprofile', '1'],
  ['customer.maximumaddresscount', '12'],
  ['store.theme', 'theme4'],
  ['availablelanguagesinpublic', 'fa,en'],
  ['languages', '[]'],
])('%s takes %j', async (name, value) => {
  const res = await change(name, value);
  expect(res.status).toBe(200);
  expect(res.body.value).toBe(value);
});

test('a relation setting takes the id of an existing record', async () => {
  const ledger = (await admin('GET', `/api/ledgers${listQuery({ range: [0, 0] })}`)).body[0];
  const res = await change('accounting.ledger.shipping', String(ledger.id));
  expect(res.status).toBe(200);
});

test('a new known setting is checked on create too, and an unknown one is free text', async () => {
  const { storeId } = (await setting('store.name'))!;
  const refused = await admin('POST', '/api/settings', { name: 'ticket.maximumfilesize', value: '5MB', storeId });
  expect(refused.status).toBe(400);
  expect(refused.body.error).toBe('setting.error.number');
  const known = await admin('POST', '/api/settings', { name: 'ticket.maximumfilesize', value: '2097152', storeId });
  expect(known.status).toBe(201);
  const free = await admin('POST', '/api/settings', { name: 'my.own.note', value: 'any text, 12 ok?', storeId });
  expect(free.status).toBe(201);
  for (const id of [known.body.id, free.body.id])
    expect((await admin('DELETE', `/api/settings/${id}`)).status).toBe(200);
});
