/** @engines pglite postgres */
import { call, listQuery } from '../support/http.js';
import { useServer } from '../support/server.js';

// Fields written per language (x-localized): every language stored, the request's language answered (the store's
// language, then English, standing in), lists sorted and filtered on it, and editors given every language at once.
const ctx = useServer();
const as = (lang: string) => (method: string, path: string, body?: object) =>
  call(ctx.server.url, method, path, { token: ctx.token, body, headers: { lang } });
const en = as('en');
const fa = as('fa');
const tr = as('tr');
let required: { productTypeId: number; baseCoinId: number; price: string; stockQuantity: number };

beforeAll(async () => {
  const [type] = (await en('GET', '/api/product-types')).body;
  const [coin] = (await en('GET', '/api/coins')).body;
  required = { productTypeId: type.id, baseCoinId: coin.id, price: '10', stockQuantity: 1 };
});

const product = (name: unknown, sku: string) => en('POST', '/api/products', { name, sku, ...required });

test('a product written in three languages answers each in its own, and editors read all three', async () => {
  const created = await product({ en: 'Silk rug', fa: 'فرش ابریشمی', tr: 'İpek halı' }, 'LOC-1');
  expect(created.status).toBe(201);
  expect(created.body.name).toBe('Silk rug');
  expect(created.body._i18n.name).toEqual({ en: 'Silk rug', fa: 'فرش ابریشمی', tr: 'İpek halı' });
  const id = created.body.id as number;
  expect((await fa('GET', `/api/products/${id}`)).body.name).toBe('فرش ابریشمی');
  expect((await tr('GET', `/api/products/${id}`)).body.name).toBe('İpek halı');
  // A list answers in the language too, as the record does.
  const [listed] = (await fa('GET', `/api/products${listQuery({ filter: { id } })}`)).body;
  expect(listed).toEqual((await fa('GET', `/api/products/${id}`)).body);
});

test('plain text is written in the request’s language; a language without text falls back to English', async () => {
  const { body } = await product('Wool carpet', 'LOC-2');
  expect(body._i18n.name).toEqual({ en: 'Wool carpet', fa: null, tr: null });
  expect((await fa('GET', `/api/products/${body.id}`)).body.name).toBe('Wool carpet');

  const changed = await fa('PUT', `/api/products/${body.id}`, { name: 'فرش پشمی' });
  expect(changed.status).toBe(200);
  expect(changed.body.name).toBe('فرش پشمی');
  expect(changed.body._i18n.name).toEqual({ en: 'Wool carpet', fa: 'فرش پشمی', tr: null });
  expect((await en('GET', `/api/products/${body.id}`)).body.name).toBe('Wool carpet');

  // Emptying a language removes its text: English stands in again.
  await en('PUT', `/api/products/${body.id}`, { name: { fa: '' } });
  expect((await fa('GET', `/api/products/${body.id}`)).body.name).toBe('Wool carpet');

  // A record created with only Persian text has it as its default text too, so it is never nameless.
  const persian = await fa('POST', '/api/products', { name: 'گلیم', sku: 'LOC-3', ...required });
  expect(persian.status).toBe(201);
  expect(persian.body._i18n.name).toEqual({ en: 'گلیم', fa: 'گلیم', tr: null });
});

test('each language is checked as the field is, and an unknown language is refused by name', async () => {
  const bad = await product({ en: 'Lamp', fa: 'x'.repeat(401), de: 'Lampe' }, 'LOC-4');
  expect(bad.status).toBe(400);
  expect(bad.body.details).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ path: '/name/fa', error: 'common.error.maxlength' }),
      expect.objectContaining({ path: '/name/de', error: 'common.error.unknownfield' }),
    ]),
  );
  expect((await en('GET', `/api/products${listQuery({ filter: { sku: 'LOC-4' } })}`)).body).toEqual([]);
});

test('lists sort and filter on the request’s language and the q search finds any language', async () => {
  await product({ en: 'Alpha ewer', fa: 'صراحی ب', tr: 'Sürahi C' }, 'LOC-S1');
  await product({ en: 'Beta ewer', fa: 'صراحی آ', tr: 'Sürahi A' }, 'LOC-S2');
  const sorted = async (who: typeof en) =>
    (
      await who('GET', `/api/products${listQuery({ filter: { sku: ['LOC-S1', 'LOC-S2'] }, sort: ['name', 'ASC'] })}`)
    ).body.map((p: { sku: string }) => p.sku);
  expect(await sorted(en)).toEqual(['LOC-S1', 'LOC-S2']);
  expect(await sorted(fa)).toEqual(['LOC-S2', 'LOC-S1']);
  expect(await sorted(tr)).toEqual(['LOC-S2', 'LOC-S1']);

  const named = await fa('GET', `/api/products${listQuery({ filter: { name: 'صراحی آ' } })}`);
  expect(named.body.map((p: { sku: string }) => p.sku)).toEqual(['LOC-S2']);
  const searched = await en('GET', `/api/products${listQuery({ filter: { q: 'صراحی' }, sort: ['sku', 'ASC'] })}`);
  expect(searched.body.map((p: { sku: string }) => p.sku)).toEqual(['LOC-S1', 'LOC-S2']);
});

test('a change of one language is in the record’s history', async () => {
  const { body } = await product({ en: 'Brass tray', tr: 'Pirinç tepsi' }, 'LOC-H');
  await en('PUT', `/api/products/${body.id}`, { name: { tr: 'Pirinç tabla', fa: 'سینی برنجی' } });
  const history = (await en('GET', `/api/products/${body.id}/history`)).body as { changes: Record<string, unknown> }[];
  expect(history[history.length - 1].changes).toEqual({
    'name.fa': { before: null, after: 'سینی برنجی' },
    'name.tr': { before: 'Pirinç tepsi', after: 'Pirinç tabla' },
  });
});

test('the store’s language stands in before English where the request’s language has no text', async () => {
  const { body } = await product({ en: 'Copper kettle', tr: 'Bakır çaydanlık' }, 'LOC-F');
  expect((await fa('GET', `/api/products/${body.id}`)).body.name).toBe('Copper kettle');
  const [store] = (await en('GET', `/api/stores${listQuery({ filter: { name: 'main' } })}`)).body;
  const setting = await en('POST', '/api/settings', { name: 'store.defaultlanguage', value: 'tr', storeId: store.id });
  expect(setting.status).toBe(201);
  try {
    expect((await fa('GET', `/api/products/${body.id}`)).body.name).toBe('Bakır çaydanlık');
  } finally {
    await en('DELETE', `/api/settings/${setting.body.id}`);
  }
});

test('an object naming no language is refused, as text of the wrong shape', async () => {
  const refused = await product({}, 'LOC-E');
  expect(refused.status).toBe(400);
  expect(refused.body.details).toEqual([expect.objectContaining({ path: '/name', error: 'common.error.type' })]);
});

test('a related record’s title is in the request’s language, in lists and records alike', async () => {
  const category = await en('POST', '/api/categories', {
    name: { en: 'Lamps', fa: 'چراغ‌ها', tr: 'Lambalar' },
    entityName: 'Product',
  });
  expect(category.status).toBe(201);
  const lamp = await en('POST', '/api/products', {
    name: 'Brass lamp',
    sku: 'LOC-T',
    ...required,
    categoryId: category.body.id,
  });
  const titles = `titles=${encodeURIComponent('["categoryId"]')}`;
  expect((await fa('GET', `/api/products/${lamp.body.id}?${titles}`)).body._titles).toEqual({ categoryId: 'چراغ‌ها' });
  const [listed] = (await tr('GET', `/api/products${listQuery({ filter: { id: lamp.body.id } })}&${titles}`)).body;
  expect(listed._titles).toEqual({ categoryId: 'Lambalar' });
});
