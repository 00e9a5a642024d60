/** @engines pglite postgres */
import { call, listQuery } from '../support/http.js';
import { useServer } from '../support/server.js';

// The shop's catalogue found as its visitors write: the header search and the product list's q look in every
// language of the names and in the keywords, with Persian and Arabic letters and digits, Turkish İ and ı, and case
// folded alike; each result named in the visitor's language.
const ctx = useServer();
type Result = { title: string; slug: string; type: string };

const search = async (term: string, lang: string, types = 'Product,Category') => {
  const query = new URLSearchParams({ term, types });
  const res = await call(ctx.server.url, 'GET', `/api/Search?${query}`, { headers: { lang } });
  expect(res.status).toBe(200);
  return res.body as Result[];
};
const productTitles = async (term: string, lang: string) =>
  (await search(term, lang, 'Product')).map((r) => r.title).sort();
const listed = async (q: string, lang: string) =>
  (
    await call(ctx.server.url, 'GET', `/api/products${listQuery({ filter: { q, published: true } })}`, {
      headers: { lang },
    })
  ).body.map((p: { sku: string }) => p.sku) as string[];

test('“rug” and “carpet” find the carpets, named in the visitor’s language', async () => {
  // Their names, and their keywords (every carpet is a rug to its keywords).
  const carpets = ['Isfahan prayer rug', 'Kashan wool rug 1x1.5 m', 'Tabriz silk carpet 2x3 m'];
  expect(await productTitles('rug', 'en')).toEqual(carpets);
  expect(await productTitles('carpet', 'en')).toEqual(carpets);
  // Those named by it first.
  expect((await search('rug', 'en', 'Product')).slice(0, 2).map((r) => r.title)).toEqual(
    expect.arrayContaining(['Isfahan prayer rug', 'Kashan wool rug 1x1.5 m']),
  );
  expect(await productTitles('carpet', 'fa')).toEqual([
    'سجادهٔ اصفهان',
    'فرش ابریشم تبریز 2×3 متر',
    'قالیچهٔ پشمی کاشان 1×1.5 متر',
  ]);
});

test('the start of a word, a part of one and a typo find the carpets too', async () => {
  const carpets = ['Isfahan prayer rug', 'Kashan wool rug 1x1.5 m', 'Tabriz silk carpet 2x3 m'];
  // Word starts, through the full-text index: every word of the term, the last one being typed.
  expect(await productTitles('carp', 'en')).toEqual(carpets);
  expect(await productTitles('silk carp', 'en')).toEqual(['Tabriz silk carpet 2x3 m']);
  // No word starts so: letters inside a word, then a word close to one (trigram similarity).
  expect(await productTitles('arpet', 'en')).toEqual(carpets);
  const typo = await search('carpett', 'en', 'Product');
  expect(typo.map((r) => r.title)).toContain('Tabriz silk carpet 2x3 m');
});

test('“فرش” finds the carpets and their category; a product leads to its page by its guid', async () => {
  const found = await search('فرش', 'fa');
  expect(found[0]).toMatchObject({ type: 'Category', title: 'فرش' });
  expect(found.filter((r) => r.type === 'Product').map((r) => r.title)).toContain('فرش ابریشم تبریز 2×3 متر');
  const [tabriz] = (await call(ctx.server.url, 'GET', `/api/products${listQuery({ filter: { sku: 'CP-3001' } })}`))
    .body;
  expect(found.find((r) => r.title === 'فرش ابریشم تبریز 2×3 متر')!.slug).toBe(tabriz.guid);
});

test('“كتاب” written with the Arabic kaf finds the books, and their category', async () => {
  const found = await search('كتاب', 'fa');
  expect(found.find((r) => r.type === 'Category')).toMatchObject({ title: 'کتاب' });
  expect(found.filter((r) => r.type === 'Product')).toHaveLength(4);
  expect((await listed('كتاب', 'fa')).sort()).toEqual(['BK-4001', 'BK-4002', 'BK-4003', 'BK-4004']);
});

test('“ISTANBUL” finds “İstanbul” in Turkish, and “istanbul” and “İSTANBUL” do too', async () => {
  // The book, and the demo's flats for sale in Istanbul.
  for (const term of ['ISTANBUL', 'istanbul', 'İSTANBUL', 'İstanbul'])
    expect(await productTitles(term, 'tr')).toEqual([
      'Boğaz manzaralı 3+1 daire',
      'Kadıköy Moda’da 2+1 daire',
      'Kadıköy Çarşı’ya yakın 1+1 daire',
      'Sarıyer’de deniz manzaralı villa',
      'İstanbul: Hatıralar ve Şehir',
    ]);
  expect(await listed('ISTANBUL', 'tr')).toEqual(['RE-5011', 'RE-5010', 'RE-5009', 'RE-5008', 'BK-4004']);
});

test('Persian and Arabic digits find Latin ones: “۱۲” and “١٢” find the tablet 12', async () => {
  expect(await productTitles('۱۲', 'fa')).toEqual(['تبلت پردیس تب 12']);
  expect(await productTitles('١٢', 'en')).toEqual(['Pardis Tab 12 tablet']);
  expect(await listed('۱۲', 'fa')).toEqual(['EL-5003']);
});

test('an unpublished product is not found by visitors', async () => {
  const [sample] = (await call(ctx.server.url, 'GET', `/api/products${listQuery({ filter: { sku: 'CP-3001' } })}`))
    .body;
  const hidden = await call(ctx.server.url, 'POST', '/api/products', {
    token: ctx.token,
    body: {
      name: 'Hidden zebra rug',
      sku: 'ZEB-1',
      price: '1',
      stockQuantity: 1,
      baseCoinId: sample.baseCoinId,
      productTypeId: sample.productTypeId,
      published: false,
    },
  });
  expect(hidden.status).toBe(201);
  expect(await productTitles('zebra', 'en')).toEqual([]);
});
