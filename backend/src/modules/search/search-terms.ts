import { AppError } from '../../common/app-error.js';
import { isLanguage, type Language } from '../../common/i18n.js';
import { foldText } from '../../common/text-fold.js';

/**
 * The result kinds of the storefront search: spec 3's Coin, Pages, News and Blogs (the last three Page types), and the
 * shop's products and their categories.
 */
export const SEARCH_TYPES = ['Pages', 'News', 'Blogs', 'Coin', 'Product', 'Category'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
export type ContentType = Extract<SearchType, 'Pages' | 'News' | 'Blogs'>;
const CONTENT_TYPES: readonly SearchType[] = ['Pages', 'News', 'Blogs'];

export const MAX_TERM_LENGTH = 100;
/**
 * Spec 1 §2.6: content search needs more than 2 characters, coin search more than 1; products and categories, like
 * coins, are found from 2 (a model number: "۱۲").
 */
export const CONTENT_MIN_LENGTH = 3;
export const COIN_MIN_LENGTH = 2;
export const MAX_LIMIT = 20;
export const DEFAULT_LIMIT = 10;

export interface SearchPlan {
  /** The folded term, single-spaced. */
  term: string;
  /** The Page types to search: none when the term is too short for content. */
  content: ContentType[];
  coins: boolean;
  products: boolean;
  categories: boolean;
}

/**
 * What a term searches (spec 1 §2.6), by its trimmed length in characters: 0–1 nothing, 2 coins only, 3 or more
 * everything asked for. Longer than MAX_TERM_LENGTH is a 400.
 *
 * @example planSearch(' bt ', SEARCH_TYPES) // { term: 'bt', content: [], coins: true }
 */
export function planSearch(raw: unknown, types: readonly SearchType[]): SearchPlan {
  const text = (typeof raw === 'string' ? raw : '').normalize('NFC').trim().replace(/\s+/g, ' ');
  const length = [...text].length;
  if (length > MAX_TERM_LENGTH)
    throw AppError.badRequest(
      'search.error.termtoolong',
      [{ path: '/term', error: 'common.error.maxlength', params: { limit: MAX_TERM_LENGTH } }],
      { limit: MAX_TERM_LENGTH },
    );
  const term = foldText(text).replace(/\s+/g, ' ').trim();
  const none = { term, content: [], coins: false, products: false, categories: false };
  if (!term) return none;
  const short = length >= COIN_MIN_LENGTH;
  return {
    term,
    content: length >= CONTENT_MIN_LENGTH ? types.filter((t): t is ContentType => CONTENT_TYPES.includes(t)) : [],
    coins: short && types.includes('Coin'),
    products: short && types.includes('Product'),
    categories: short && types.includes('Category'),
  };
}

/** The types parameter: a comma list of SEARCH_TYPES in any case (or the parameter repeated); absent means all. */
export function parseTypes(raw: unknown): SearchType[] {
  const list = Array.isArray(raw) ? raw.join(',') : raw;
  if (list === undefined || list === '') return [...SEARCH_TYPES];
  const names = typeof list === 'string' ? list.split(',').map((t) => t.trim().toLowerCase()) : [''];
  const types = names.map((n) => SEARCH_TYPES.find((t) => t.toLowerCase() === n));
  if (types.some((t) => !t))
    throw AppError.badRequest('common.error.validation', [{ path: '/types', error: 'common.error.enum' }]);
  return [...new Set(types as SearchType[])];
}

/** The lang parameter: en, fa or tr; absent means the request's language. */
export function parseLanguage(raw: unknown, requestLanguage: Language): Language {
  if (raw === undefined || raw === '') return requestLanguage;
  if (isLanguage(raw)) return raw;
  throw AppError.badRequest('common.error.validation', [{ path: '/lang', error: 'common.error.enum' }]);
}

/** The limit parameter: a whole number from 1 to MAX_LIMIT, DEFAULT_LIMIT when absent. */
export function parseLimit(raw: unknown): number {
  if (raw === undefined || raw === '') return DEFAULT_LIMIT;
  const n = typeof raw === 'string' && /^[0-9]{1,3}$/.test(raw) ? Number(raw) : NaN;
  if (!(n >= 1 && n <= MAX_LIMIT))
    throw AppError.badRequest('common.error.validation', [{ path: '/limit', error: 'common.error.invalidvalue' }]);
  return n;
}

/**
 * The term as a full-text query of the 'simple' configuration: every word required, the last one as a prefix (the
 * visitor is still typing it). Null when the term has no word characters.
 *
 * @example prefixQuery('persian carp') // "'persian' & 'carp':*"
 */
export function prefixQuery(term: string): string | null {
  const words = term.split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean);
  if (!words.length) return null;
  return words.map((w, i) => `'${w}'${i === words.length - 1 ? ':*' : ''}`).join(' & ');
}
