import fc from 'fast-check';
import { FOLD_FROM, FOLD_TO, foldText, likePattern } from '../../common/text-fold.js';
import {
  MAX_TERM_LENGTH,
  SEARCH_TYPES,
  parseLanguage,
  parseLimit,
  parseTypes,
  planSearch,
  prefixQuery,
} from './search-terms.js';

const badRequest = (key: string, path: string) =>
  expect.objectContaining({ status: 400, key, details: [expect.objectContaining({ path })] });

describe('foldText', () => {
  test.each([
    ['İstanbul Halıları', 'istanbul halilari'],
    ['ISTANBUL', 'istanbul'],
    ['ıstanbul', 'istanbul'],
    ['İstanbul'.toLowerCase(), 'istanbul'],
    ['Şişli Çarşı Üsküdar Ğ Ö', 'sisli carsi uskudar g o'],
    ['Persian Carpets', 'persian carpets'],
    ['كتاب', 'کتاب'],
    ['علي', 'علی'],
    ['مُحَمَّد', 'محمد'],
    ['کتاب‌ها', 'کتاب ها'],
    ['سال ۱۴۰۳ و ٢٠٢٤', 'سال 1403 و 2024'],
    ['قهوة', 'قهوه'],
    ['آب', 'اب'],
  ])('%s → %s', (text, folded) => expect(foldText(text)).toBe(folded));

  test('every folded letter has its one replacement; the rest of FOLD_FROM is dropped', () => {
    expect(new Set(FOLD_FROM).size).toBe([...FOLD_FROM].length);
    expect([...FOLD_TO].length).toBeLessThan([...FOLD_FROM].length);
    expect(foldText(FOLD_FROM.slice([...FOLD_TO].length))).toBe('');
  });

  test('folding twice changes nothing, and upper and lower case fold alike', () => {
    const letters = fc.constantFrom(...FOLD_FROM, ...'aAiIzZ bB-');
    fc.assert(
      fc.property(fc.string({ unit: letters }), (text) => {
        expect(foldText(foldText(text))).toBe(foldText(text));
        expect(foldText(text.toUpperCase())).toBe(foldText(text));
        expect(foldText(text.toLowerCase())).toBe(foldText(text));
      }),
    );
  });
});

describe('planSearch', () => {
  test.each([
    ['', { content: [], coins: false }],
    ['b', { content: [], coins: false }],
    ['  b  ', { content: [], coins: false }],
    ['bt', { content: [], coins: true }],
    [' bt ', { content: [], coins: true }],
    ['btc', { content: ['Pages', 'News', 'Blogs'], coins: true }],
    ['کت', { content: [], coins: true }],
    ['کتا', { content: ['Pages', 'News', 'Blogs'], coins: true }],
  ])('%j searches %j', (term, scope) => expect(planSearch(term, SEARCH_TYPES)).toMatchObject(scope));

  test('the term is trimmed, single-spaced and folded; only the types asked for are searched', () => {
    const none = { content: [], coins: false, products: false, categories: false };
    expect(planSearch('  İstanbul   Halı ', ['News', 'Coin'])).toEqual({
      ...none,
      term: 'istanbul hali',
      content: ['News'],
      coins: true,
    });
    expect(planSearch('carpet', ['Coin'])).toEqual({ ...none, term: 'carpet', coins: true });
    expect(planSearch('bt', ['Pages'])).toEqual({ ...none, term: 'bt' });
    // Products and categories from two characters, like coins (a model number).
    expect(planSearch('۱۲', ['Product', 'Category', 'Pages'])).toEqual({
      ...none,
      term: '12',
      products: true,
      categories: true,
    });
  });

  test('a term of vowel marks only, or not a string, searches nothing', () => {
    expect(planSearch('\u064e\u0650\u064f', SEARCH_TYPES)).toMatchObject({ content: [], coins: false });
    expect(planSearch(['btc'], SEARCH_TYPES)).toMatchObject({ content: [], coins: false });
  });

  test(`up to ${MAX_TERM_LENGTH} characters; a longer term is a 400`, () => {
    expect(planSearch('ک'.repeat(MAX_TERM_LENGTH), SEARCH_TYPES).content).toHaveLength(3);
    expect(planSearch(` ${'a'.repeat(MAX_TERM_LENGTH)} `, SEARCH_TYPES).coins).toBe(true);
    expect(() => planSearch('a'.repeat(MAX_TERM_LENGTH + 1), SEARCH_TYPES)).toThrow(
      badRequest('search.error.termtoolong', '/term'),
    );
  });
});

describe('parameters', () => {
  test('types: a comma list in any case, repeated or not; absent means all; an unknown one is a 400', () => {
    const all = ['Pages', 'News', 'Blogs', 'Coin', 'Product', 'Category'];
    expect(parseTypes(undefined)).toEqual(all);
    expect(parseTypes('')).toEqual(all);
    expect(parseTypes('product,category')).toEqual(['Product', 'Category']);
    expect(parseTypes('blogs, COIN,Blogs')).toEqual(['Blogs', 'Coin']);
    expect(parseTypes(['News', 'Pages'])).toEqual(['News', 'Pages']);
    expect(() => parseTypes('Products')).toThrow(badRequest('common.error.validation', '/types'));
    expect(() => parseTypes('Pages,')).toThrow(badRequest('common.error.validation', '/types'));
  });

  test('limit: 1 to 20, 10 when absent', () => {
    expect(parseLimit(undefined)).toBe(10);
    expect(parseLimit('1')).toBe(1);
    expect(parseLimit('20')).toBe(20);
    for (const bad of ['0', '21', '-1', '1.5', 'x', '1e1'])
      expect(() => parseLimit(bad)).toThrow(badRequest('common.error.validation', '/limit'));
  });

  test("lang: en, fa or tr; absent means the request's language", () => {
    expect(parseLanguage(undefined, 'fa')).toBe('fa');
    expect(parseLanguage('tr', 'fa')).toBe('tr');
    expect(() => parseLanguage('de', 'fa')).toThrow(badRequest('common.error.validation', '/lang'));
  });
});

describe('query text', () => {
  test.each([
    ['persian carp', "'persian' & 'carp':*"],
    ['hali', "'hali':*"],
    ['e-mail', "'e' & 'mail':*"],
    ["o'neil", "'o' & 'neil':*"],
    ['کتاب ها', "'کتاب' & 'ها':*"],
    ['!!!', null],
  ])('%s as a full-text query: %s', (term, query) => expect(prefixQuery(term)).toBe(query));

  test('LIKE patterns escape the wildcards', () => {
    expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
    expect(likePattern('hali', false)).toBe('hali%');
  });
});
