// Text as searches compare it: the letters readers take for the same one folded to one form, then lower case, in
// JavaScript for the term and in SQL for the text, so the two always agree (the storefront search, the lists' q).

/**
 * Letters that readers treat as the same one, folded to a single form before case folding, in the text and in the
 * term alike (the SQL side runs lower(translate(text, FOLD_FROM, FOLD_TO)), see foldSql):
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

/**
 * A constant SQL string, every character but ASCII letters, digits and space as a Unicode escape: vowel marks and
 * right-to-left letters stay unambiguous in the SQL text.
 */
const literal = (text: string): string =>
  `U&'${[...text].map((c) => (/[A-Za-z0-9 ]/.test(c) ? c : `\\${c.charCodeAt(0).toString(16).padStart(4, '0')}`)).join('')}'`;

/**
 * SQL folding a text expression the way foldText folds the term. translate() before lower(): lower() only knows the
 * letters the database's locale knows, and the Turkish and Persian folds must not depend on it. Both functions are
 * immutable, so the folded expressions below can be (and are) indexed.
 */
export const foldSql = (expression: string): string =>
  `lower(translate(${expression}, ${literal(FOLD_FROM)}, ${literal(FOLD_TO)}))`;

/** A LIKE pattern finding the term anywhere (or, with anywhere false, at the start), its wildcards escaped. */
export function likePattern(term: string, anywhere = true): string {
  const escaped = term.replace(/[\\%_]/g, (c) => `\\${c}`);
  return `${anywhere ? '%' : ''}${escaped}%`;
}
