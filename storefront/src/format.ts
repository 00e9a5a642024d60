import type { Language } from '@saray/contracts/storefront/state';

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

/** A moment as its date (as formatDate writes it) and its UTC time of day, HH:MM: the same on server and browser. */
export function formatDateTime(value: string | null | undefined, lang: Language): string {
  const day = formatDate(value, lang);
  if (!day) return '';
  return `${day} ${localDigits(new Date(value!).toISOString().slice(11, 16), lang)}`;
}

/** A moment (epoch milliseconds) as its UTC time of day, HH:MM:SS, in the language's digits. */
export const formatTime = (time: number, lang: Language): string =>
  localDigits(new Date(time).toISOString().slice(11, 19), lang);

/** Latin digits to Persian ones where the language is fa. */
export function localDigits(text: string | number, lang: Language): string {
  const s = String(text);
  return lang === 'fa' ? s.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]) : s;
}

/**
 * A decimal string with a comma thousands separator (spec 3 §9) and Persian digits in fa; trailing zeros of the
 * fraction are dropped, and a fraction that remains is padded to `minFraction` digits. The value stays a string to
 * the end: no float rounding.
 */
function decimalText(value: string | number | null | undefined, lang: Language, minFraction: number): string {
  if (value === null || value === undefined || value === '') return '';
  const [whole, fraction = ''] = String(value).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const digits = fraction.replace(/0+$/, '');
  return localDigits(digits ? `${grouped}.${digits.padEnd(minFraction, '0')}` : grouped, lang);
}

/**
 * A price as money: zeros past the cents are dropped (a coin with 6 decimals shows 349.900000 as 349.90), any other
 * digit stays.
 *
 * @example formatMoney('1499.00', 'en') // '1,499' ('349.90' and '349.900000' are '349.90')
 */
export const formatMoney = (value: string | number | null | undefined, lang: Language): string =>
  decimalText(value, lang, 2);

/**
 * An exact amount (a coin quantity or price) with every digit it has and none it does not.
 *
 * @example formatDecimal('0.00150000', 'en') // '0.0015'
 */
export const formatDecimal = (value: string | number | null | undefined, lang: Language): string =>
  decimalText(value, lang, 0);
