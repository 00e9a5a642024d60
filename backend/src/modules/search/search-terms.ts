import { AppError } from '../../common/app-error.js';
import { isLanguage, type Language } from '../../common/i18n.js';

/** The result kinds of the storefront search (spec 3: Coin, Pages, News or Blogs); the first three are Page types. */
export const SEARCH_TYPES = ['Pages', 'News', 'Blogs', 'Coin'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
export type ContentType = Exclude<SearchType, 'Coin'>;

export const MAX_TERM_LENGTH = 100;
/** Spec 1 §2.6: content search needs more than 2 characters, coin search more than 1. */
export const CONTENT_MIN_LENGTH = 3;
export const COIN_MIN_LENGTH = 2;
export const MAX_LIMIT = 20;
export const DEFAULT_LIMIT = 10;

/**
 * Letters that readers treat as the same one, folded to a single form before case folding, in the text and in the
 * term alike (the SQL side runs lower(translate(text, FOLD_FROM, FOLD_TO)), see search-sql.ts):
 * - Turkish: dotted İ, dotless ı and I all become i, so 'istanbul' finds 'İstanbul' whatever the database's locale
 *   makes of lower('İ') (C leaves it, glibc gives i, JavaScript gives i plus a combining dot). The other Turkish
 *   letters fold to their base Latin letter, as people type them on a keyboard without Turkish letters.
 * - Persian and Arabic, as Lucene's Persian and Arabic normalisers do: Arabic yeh and alef maksura become Farsi
 *   yeh, Arabic kaf becomes keheh, teh marbuta and heh with yeh become heh, hamza and madda alefs become alef, and
 *   Persian and Arabic-Indic digits become ASCII ones. The zero-width non-joiner (کتاب‌ها) separates words.
 */
const FOLDS: readonly [string, string][] = [
  ['İIı', 'iii'],
  ['ÇçĞğÖöŞşÜüÂâÎîÛû', 'ccggoossuuaaiiuu'],
  // ي ى → ی, ك → ک, ة ۀ → ه, أ إ آ ٱ → ا (written as escapes: right-to-left letters are easy to misread here).
  ['\u064a\u0649\u0643\u0629\u06c0\u0623\u0625\u0622\u0671', '\u06cc\u06cc\u06a9\u0647\u0647\u0627\u0627\u0627\u0627'],
  ['۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩', '01234567890123456789'],
  ['\u200c', ' '],
];
/**
 * Dropped: tatweel (the stretching stroke) and the Arabic vowel marks, which Persian text mostly leaves out, and the
 * combining dot above that JavaScript's toLowerCase leaves after i from İ.
 */
const DROPPED =
  '\u0640' +
  Array.from({ length: 0x065f - 0x064b + 1 }, (_, i) => String.fromCharCode(0x064b + i)).join('') +
  '\u0670\u0307';

export const FOLD_FROM = FOLDS.map(([from]) => from).join('') + DROPPED;
export const FOLD_TO = FOLDS.map(([, to]) => to).join('');

const FOLD_MAP = new Map([...FOLD_FROM].map((c, i) => [c, [...FOLD_TO][i] ?? '']));

/**
 * A text as the search compares it: the letter folds above, then lower case.
 *
 * @example foldText('İstanbul Halıları') // 'istanbul halilari'; foldText('كتاب') === foldText('کتاب')
 */
export function foldText(text: string): string {
  return [...text.normalize('NFC')]
    .map((c) => FOLD_MAP.get(c) ?? c)
    .join('')
    .toLowerCase();
}

export interface SearchPlan {
  /** The folded term, single-spaced. */
  term: string;
  /** The Page types to search: none when the term is too short for content. */
  content: ContentType[];
  coins: boolean;
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
  const none = { term, content: [], coins: false };
  if (!term) return none;
  return {
    term,
    content: length >= CONTENT_MIN_LENGTH ? types.filter((t): t is ContentType => t !== 'Coin') : [],
    coins: length >= COIN_MIN_LENGTH && types.includes('Coin'),
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

/** A LIKE pattern finding the term anywhere (or, with anywhere false, at the start), its wildcards escaped. */
export function likePattern(term: string, anywhere = true): string {
  const escaped = term.replace(/[\\%_]/g, (c) => `\\${c}`);
  return `${anywhere ? '%' : ''}${escaped}%`;
}
