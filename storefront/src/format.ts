import type { Language } from './state';

const LOCALES: Record<Language, string> = { en: 'en-US', fa: 'fa-IR', tr: 'tr-TR' };

/**
 * A date as YYYY/MM/DD (spec 3 §9): the Persian calendar and Persian digits in fa, the Gregorian calendar with Latin
 * digits otherwise. Uses the platform's Intl, so the server and the browser write the same text.
 *
 * @example formatDate('2026-03-21T00:00:00Z', 'fa') // '۱۴۰۵/۰۱/۰۱'
 */
export function formatDate(value: string | Date | null | undefined, lang: Language): string {
  if (!value) return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const calendar = lang === 'fa' ? 'persian' : 'gregory';
  const parts = new Intl.DateTimeFormat(`${LOCALES[lang]}-u-ca-${calendar}`, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: 'UTC',
  }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}/${part('month')}/${part('day')}`;
}

/** Latin digits to Persian ones where the language is fa. */
export function localDigits(text: string | number, lang: Language): string {
  const s = String(text);
  return lang === 'fa' ? s.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]) : s;
}

/**
 * A decimal string as money with a comma thousands separator (spec 3 §9), Persian digits in fa. The value stays a
 * string to the end: no float rounding of prices.
 *
 * @example formatMoney('1499.00', 'en') // '1,499' ('349.90' and '349.900000' are '349.90')
 */
export function formatMoney(value: string | number | null | undefined, lang: Language): string {
  if (value === null || value === undefined || value === '') return '';
  const [whole, fraction] = String(value).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  // Zeros past the cents are dropped (a coin with 6 decimals shows 349.900000 as 349.90); any other digit stays.
  const digits = fraction?.replace(/0+$/, '') ?? '';
  const text = digits ? `${grouped}.${digits.padEnd(2, '0')}` : grouped;
  return localDigits(text, lang);
}

/**
 * An exact amount (a coin quantity or price) with every digit it has and none it does not: grouped thousands,
 * trailing zeros dropped, Persian digits in fa.
 *
 * @example formatDecimal('0.00150000', 'en') // '0.0015'
 */
export function formatDecimal(value: string | number | null | undefined, lang: Language): string {
  if (value === null || value === undefined || value === '') return '';
  const [whole, fraction = ''] = String(value).split('.');
  const digits = fraction.replace(/0+$/, '');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return localDigits(digits ? `${grouped}.${digits}` : grouped, lang);
}
