import { Decimal } from 'decimal.js';

/**
 * How the dashboard writes numbers, amounts, sizes and dates for a reader: in the digits, separators and calendar of
 * their language (Persian digits and calendar in fa, Latin digits in en and tr). Only the display changes; values
 * keep their exact digits.
 */

/** The coin or currency of an amount: its decimal places and symbol. */
export interface Currency {
  decimals?: number;
  symbol?: string;
}

interface Symbols {
  digits: string[];
  decimal: string;
}
const symbolsCache = new Map<string, Symbols>();

/** The language's digits 0–9 and its decimal separator, as Intl writes them. */
function symbols(locale: string): Symbols {
  let s = symbolsCache.get(locale);
  if (!s) {
    const format = new Intl.NumberFormat(locale, { useGrouping: false });
    s = {
      digits: [...'0123456789'].map((d) => format.format(Number(d))),
      decimal: format.formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.',
    };
    symbolsCache.set(locale, s);
  }
  return s;
}

/** Latin digits in a text as the language writes them (Persian digits in fa). */
export function localDigits(text: string, locale: string): string {
  const { digits } = symbols(locale);
  return text.replace(/[0-9]/g, (d) => digits[Number(d)]);
}

/** A whole number in the language's digits, grouped by thousands for counts, ungrouped for identifiers. */
export function formatInteger(value: unknown, locale: string, grouping = true): string {
  if (value === null || value === undefined || value === '') return '';
  const text = String(value);
  if (!/^-?\d+$/.test(text)) return text;
  return grouping ? BigInt(text).toLocaleString(locale) : localDigits(text, locale);
}

/**
 * An exact decimal string in the reader's digits and separators. `max` rounds (half up) to that many places, for
 * display only; trailing zeros are dropped down to `min` places.
 *
 * @example formatDecimal('488.350000', 'en', { min: 2, max: 6 }) // '488.35'
 */
export function formatDecimal(value: unknown, locale: string, { min = 0, max }: { min?: number; max?: number } = {}) {
  if (value === null || value === undefined || value === '') return '';
  let d: Decimal;
  try {
    d = new Decimal(String(value));
  } catch {
    return String(value);
  }
  if (!d.isFinite()) return String(value);
  if (max !== undefined) d = d.toDecimalPlaces(max, Decimal.ROUND_HALF_UP);
  const [int, frac = ''] = d.abs().toFixed().split('.');
  let digits = frac.replace(/0+$/, '');
  if (digits.length < min) digits = digits.padEnd(min, '0');
  const sign = d.isNegative() && !d.isZero() ? '-' : '';
  const grouped = BigInt(int).toLocaleString(locale);
  return `${sign}${grouped}${digits ? symbols(locale).decimal + localDigits(digits, locale) : ''}`;
}

/**
 * An amount: with its currency, rounded to the currency's decimals (at least two places when it has them) and
 * followed by its symbol; without one, at least two places and every further digit it has.
 *
 * @example formatMoney('488.350000', 'en', { decimals: 6, symbol: 'USDT' }) // '488.35 USDT' (no-break space)
 */
export function formatMoney(value: unknown, locale: string, currency?: Currency): string {
  if (value === null || value === undefined || value === '') return '';
  const decimals = currency?.decimals;
  const places = typeof decimals === 'number' && decimals >= 0 ? decimals : undefined;
  const amount = formatDecimal(value, locale, { min: Math.min(2, places ?? 2), max: places });
  return currency?.symbol ? `${amount}\u00a0${currency.symbol}` : amount;
}

/** A percent (12.5 is 12.5%), with the language's sign and its place (before the number in tr). */
export function formatPercent(value: unknown, locale: string): string {
  if (value === null || value === undefined || value === '') return '';
  const n = Number(value);
  if (!Number.isFinite(n)) return String(value);
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 4 }).format(n / 100);
}

const BYTE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte', 'petabyte'];

/** A size in bytes the way people read it: 1.5 MB (binary multiples, one decimal place beyond bytes). */
export function formatBytes(value: unknown, locale: string): string {
  if (value === null || value === undefined || value === '') return '';
  let n = Number(value);
  if (!Number.isFinite(n) || n < 0) return String(value);
  let unit = 0;
  while (n >= 1024 && unit < BYTE_UNITS.length - 1) {
    n /= 1024;
    unit++;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: BYTE_UNITS[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(n);
}

/**
 * Dates as spec 2 §9 writes them: YYYY/MM/DD (and HH:mm), in the Persian calendar and digits for fa. A date is a
 * calendar day (read in UTC); a date-time is shown in the reader's time zone.
 */
export function formatDate(value: unknown, locale: string, withTime: boolean): string {
  if (!value) return '';
  const text = String(value);
  const date = new Date(withTime || text.length > 10 ? text : `${text}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return text;
  const calendar = locale === 'fa' ? 'persian' : 'gregory';
  const parts = new Intl.DateTimeFormat(`${locale}-u-ca-${calendar}`, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' as const } : {}),
    timeZone: withTime ? undefined : 'UTC',
  }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = `${part('year')}/${part('month')}/${part('day')}`;
  return withTime ? `${day} ${part('hour')}:${part('minute')}` : day;
}
