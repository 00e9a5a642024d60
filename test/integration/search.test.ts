/**
 * @engines pglite postgres
 * Folding and trigram matching in SQL, and plans that use their indexes.
 */
import { FOLD_FROM, foldSql, foldText } from '../../backend/src/common/text-fold.js';
import { COIN_DOCUMENT, PAGE_DOCUMENT } from '../../backend/src/modules/search/search-sql.js';
import { Registry } from '../../backend/src/schema/registry.js';
import { fullTextDocument, sliceConditions, textIndexes } from '../../backend/src/schema/text-index.js';
import { call, signIn } from '../support/http.js';
import { statementsDuring } from '../support/query-log.js';
import { startServer, type TestServer } from '../support/server.js';

// The storefront header search of spec 1 §2.6: published pages, news and blogs of one language, and coins.
let server: TestServer;
let token: string;
const cleanup: string[] = [];
// The demo content's pages may answer the same words: page results are checked among this file's own pages.
const ownSlugs = new Set<string>();
type Result = { title: string; slug: string; type: string };

// The kinds of spec 1 §2.6 unless a query names its own (the catalogue's are in catalog-search.test.ts).
const SPEC_TYPES = '&types=Pages,News,Blogs,Coin';
const search = async (query: string, headers?: Record<string, string>) => {
  const types = query.includes('types=') ? '' : SPEC_TYPES;
  const res = await call(server.url, 'GET', `/api/Search?${query}${types}`, { headers });
  expect(res.status).toBe(200);
  return res.body as Result[];
};
const term = (text: string, rest = '') => `term=${encodeURIComponent(text)}${rest}`;
/** The results among this file's pages, in the order found. */
const own = async (query: string, headers?: Record<string, string>) =>
  (await search(query, headers)).filter((r) => r.type !== 'Coin' && ownSlugs.has(r.slug));
const titles = async (query: string) => (await own(query)).map((r) => r.title);

const addPage = async (page: Record<string, unknown>) => {
  const res = await call(server.url, 'POST', '/api/CMS/addPage', { token, body: { multiLanguage: false, page } });
  expect(res.status).toBe(201);
  cleanup.push(`/api/pages/${res.body.ids[0]}`);
  ownSlugs.add(String(page.slug));
};

beforeAll(async () => {
  server = await startServer();
  token = await signIn(server.url);
  await addPage({
    languageCode: 'en',
    slug: 'persian-carpets',
    title: 'Persian carpets',
    description: '<p>Hand-knotted <strong>rugs</strong> &amp; kilims</p>',
    metaKeywords: 'wool',
  });
  await addPage({ languageCode: 'en', slug: 'carpet-market', title: 'Carpet market report', type: 'News' });
  await addPage({ languageCode: 'en', slug: 'clean-a-carpet', title: 'How to clean a carpet', type: 'Blogs' });
  await addPage({
    languageCode: 'en',
    slug: 'shipping',
    title: 'Shipping rates',
    description: '<p>We ship every carpet worldwide.</p>',
  });
  await addPage({ languageCode: 'en', slug: 'carpet-draft', title: 'Carpet draft', published: false });
  await addPage({ languageCode: 'fa', slug: 'راهنمای-کتاب', title: 'راهنمای کتاب' });
  await addPage({ languageCode: 'tr', slug: 'istanbul-halilari', title: 'İstanbul Halıları' });
  await addPage({ languageCode: 'tr', slug: 'turk-halisi', title: 'Türk Halısı', metaTitle: 'Turkish carpet' });
  const coin = await call(server.url, 'POST', '/api/coins', {
    token,
    body: { symbol: 'QRZ', name: 'Quartz', isAvailable: false },
  });
  expect(coin.status).toBe(201);
  cleanup.push(`/api/coins/${coin.body.id}`);
});

afterAll(async () => {
  for (const path of cleanup) await call(server.url, 'DELETE', path, { token });
  await server?.close();
});

test('an English word finds pages, news and blogs of the language: title matches first, each with its type', async () => {
  expect((await search(term('carpet', '&lang=en')))[0]).toEqual({
    title: 'Carpet market report',
    slug: 'carpet-market',
    type: 'News',
  });
  const found = await own(term('carpet', '&lang=en'));
  expect(found.slice(1, 3)).toEqual(
    expect.arrayContaining([
      { title: 'Persian carpets', slug: 'persian-carpets', type: 'Pages' },
      { title: 'How to clean a carpet', slug: 'clean-a-carpet', type: 'Blogs' },
    ]),
  );
  // Found by its description only, so after every title match.
  expect(found.slice(3)).toEqual([{ title: 'Shipping rates', slug: 'shipping', type: 'Pages' }]);
  // Keywords, and the description's text without its tags and entities.
  expect(await titles(term('wool', '&lang=en'))).toEqual(['Persian carpets']);
  expect(await titles(term('kilims', '&lang=en'))).toEqual(['Persian carpets']);
  expect(await titles(term('strong', '&lang=en'))).toEqual([]);
  expect(await titles(term('amp', '&lang=en'))).toEqual([]);
});

test('words in any order, the last one as a prefix; the types filter; the limit', async () => {
  expect(await titles(term('carpets persian', '&lang=en'))).toEqual(['Persian carpets']);
  expect(await titles(term('carp', '&lang=en'))).toHaveLength(4);
  expect(await titles(term('carpet', '&lang=en&types=Blogs,News'))).toEqual([
    'Carpet market report',
    'How to clean a carpet',
  ]);
  expect(await titles(term('carpet', '&lang=en&types=coin'))).toEqual([]);
  expect(await search(term('carpet', '&lang=en&limit=2'))).toHaveLength(2);
});

test('Persian: Arabic kaf and yeh find the Persian letters', async () => {
  const page = { title: 'راهنمای کتاب', slug: 'راهنمای-کتاب', type: 'Pages' };
  for (const text of ['كتاب', 'کتاب', 'راهنماي']) {
    expect((await search(term(text, '&lang=fa')))[0]).toEqual(page);
    expect(await own(term(text, '&lang=fa'))).toEqual([page]);
  }
});

test('Turkish: dotted and dotless I match either way, a prefix finds, and a typo is forgiven', async () => {
  const page = { title: 'İstanbul Halıları', slug: 'istanbul-halilari', type: 'Pages' };
  for (const text of ['istanbul', 'ISTANBUL', 'İSTANBUL', 'istanbol']) {
    expect((await search(term(text, '&lang=tr')))[0]).toEqual(page);
    expect(await own(term(text, '&lang=tr'))).toEqual([page]);
  }
  for (const text of ['halı', 'HALI', 'hali'])
    expect((await titles(term(text, '&lang=tr'))).sort()).toEqual(['Türk Halısı', 'İstanbul Halıları'].sort());
});

test("only published pages of the asked language, by default the request's", async () => {
  expect(await titles(term('draft', '&lang=en'))).toEqual([]);
  expect(await titles(term('turkish', '&lang=en'))).toEqual([]);
  expect(await titles(term('turkish', '&lang=tr'))).toEqual(['Türk Halısı']);
  expect((await own(term('turkish'), { lang: 'tr' })).map((r) => r.title)).toEqual(['Türk Halısı']);
  expect(await own(term('turkish'), { lang: 'en' })).toEqual([]);
  expect(await titles(term('istanbul', '&lang=en'))).toEqual([]);
});

test('coins by symbol or name, the symbol first; two characters search coins only, one nothing', async () => {
  expect(await search(term('bt'))).toEqual([{ title: 'Bitcoin', slug: 'BTC', type: 'Coin' }]);
  expect(await search(term(' eth ', '&types=Coin'))).toEqual([
    { title: 'Ethereum', slug: 'ETH', type: 'Coin' },
    { title: 'Tether', slug: 'USDT', type: 'Coin' },
  ]);
  expect(await search(term('bitcoin', '&types=Coin'))).toEqual([{ title: 'Bitcoin', slug: 'BTC', type: 'Coin' }]);
  // Unavailable coins are left out.
  expect(await search(term('quartz', '&types=Coin'))).toEqual([]);
  // "ca" would find the carpets if content were searched from two characters.
  expect(await search(term('ca', '&lang=en'))).toEqual([]);
  expect(await search(term('c', '&lang=en'))).toEqual([]);
  expect(await search(term('b'))).toEqual([]);
  expect(await search('')).toEqual([]);
  expect(await search(term('bt', '&types=Pages'))).toEqual([]);
});

test('a term over 100 characters, an unknown type, language or limit is a 400 with a translated message', async () => {
  const long = await call(server.url, 'GET', `/api/Search?${term('a'.repeat(101))}`, { headers: { lang: 'fa' } });
  expect(long).toMatchObject({
    status: 400,
    body: { error: 'search.error.termtoolong', message: 'متن جستجو باید حداکثر 100 کاراکتر باشد.' },
  });
  expect(long.body.details).toEqual([expect.objectContaining({ path: '/term', error: 'common.error.maxlength' })]);
  expect((await call(server.url, 'GET', `/api/Search?${term('a'.repeat(100))}`)).status).toBe(200);
  for (const [query, path] of [
    ['types=Products', '/types'],
    ['lang=de', '/lang'],
    ['limit=21', '/limit'],
    ['limit=0', '/limit'],
  ]) {
    const res = await call(server.url, 'GET', `/api/Search?${term('carpet', `&${query}`)}`);
    expect(res).toMatchObject({ status: 400, body: { details: [expect.objectContaining({ path })] } });
  }
});

test('a search is one statement per kind searched', async () => {
  const statements = await statementsDuring(server.dataSource, () => search(term('carpet', '&lang=en')));
  const counted = statements.filter((q) => !q.includes('"security_accesses"'));
  expect(counted).toHaveLength(2);
});

test('the folding in SQL is the folding of the term, and the search indexes are usable', async () => {
  const sample = `${FOLD_FROM} ABCxyz İstanbul`;
  const [row] = await server.dataSource.query(`SELECT ${foldSql('$1::text')} AS folded`, [sample]);
  expect(row.folded).toBe(foldText(sample));

  // The planner matches an index to the exact expression the migration indexed; a drift would go unnoticed.
  const plan = (sql: string, params: unknown[]) =>
    server.dataSource.transaction(async (manager) => {
      await manager.query('SET LOCAL enable_seqscan = off');
      const rows: Record<string, string>[] = await manager.query(`EXPLAIN ${sql}`, params);
      return rows.map((r) => Object.values(r)[0]).join('\n');
    });
  expect(await plan(`SELECT 1 FROM pages WHERE ${PAGE_DOCUMENT} LIKE $1`, ['%carpet%'])).toContain(
    'ix_pages_search_trgm',
  );
  expect(
    await plan(`SELECT 1 FROM pages WHERE to_tsvector('simple', ${PAGE_DOCUMENT}) @@ to_tsquery('simple', $1)`, [
      'carpet:*',
    ]),
  ).toContain('ix_pages_search_fts');
  expect(await plan(`SELECT 1 FROM coins WHERE ${COIN_DOCUMENT} LIKE $1`, ['%bitc%'])).toContain(
    'ix_coins_search_trgm',
  );
  // The products' document is the entity file's full-text index, written by the same function the search uses.
  const { meta } = server.app.get(Registry).byName('Product')!;
  // It is sliced: each slice's condition picks that slice's partial index.
  const index = meta.indexes.find((i) => i.method === 'fts')!;
  const slices = sliceConditions(index, 'p');
  const names = textIndexes(meta, index).map((i) => i.name);
  expect(slices).toHaveLength(names.length);
  for (const [k, slice] of slices.entries()) {
    const holds = `${fullTextDocument(meta, index, 'p')} @@ to_tsquery('simple', $1)`;
    const used = await plan(`SELECT 1 FROM products p WHERE ${slice} AND ${holds}`, ['carpet:*']);
    expect(used).toContain(`Index Scan on ${names[k]} `);
  }
});
