import type { Language } from '@saray/contracts/storefront/state';

/** The calendar a language's pages count in: Persian (Jalali) in fa, Gregorian otherwise; days end at UTC midnight. */
export type Calendar = 'persian' | 'gregorian';

export const calendarOf = (lang: Language): Calendar => (lang === 'fa' ? 'persian' : 'gregorian');

const DAY_MS = 86_400_000;
const NUMERIC: Record<Calendar, Intl.DateTimeFormat> = {
  persian: new Intl.DateTimeFormat('en-US-u-ca-persian-nu-latn', {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    timeZone: 'UTC',
  }),
  gregorian: new Intl.DateTimeFormat('en-US-u-ca-gregory-nu-latn', {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    timeZone: 'UTC',
  }),
};
const LOCALES: Record<Language, string> = { en: 'en-US', fa: 'fa-IR', tr: 'tr-TR' };

/** The years a period may name: far enough either way for any archive, near enough to refuse nonsense. */
const YEARS: Record<Calendar, [number, number]> = { persian: [1300, 1600], gregorian: [1900, 2200] };

export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/**
 * The day a moment falls on in the calendar, counted in UTC as the storefront writes dates.
 *
 * @example calendarDay(new Date('2019-03-21T00:00:00Z'), 'persian') // { year: 1398, month: 1, day: 1 }
 */
export function calendarDay(date: Date, calendar: Calendar): CalendarDay {
  const parts = NUMERIC[calendar].formatToParts(date);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/**
 * The first moment (UTC midnight) of a month of the calendar. A Persian month's first day is found near where the
 * month lengths (six of 31 days, five of 30, then 29 or 30) put it, by asking Intl which day each is.
 *
 * @example monthStart('persian', 1398, 1) // 2019-03-21T00:00:00.000Z
 */
export function monthStart(calendar: Calendar, year: number, month: number): Date {
  if (calendar === 'gregorian') return new Date(Date.UTC(year, month - 1, 1));
  const before = month - 1;
  const offset = before <= 6 ? before * 31 : 6 * 31 + (before - 6) * 30;
  const estimate = Date.UTC(year + 621, 2, 21) + offset * DAY_MS;
  for (let shift = -3; shift <= 3; shift++) {
    const date = new Date(estimate + shift * DAY_MS);
    const day = calendarDay(date, calendar);
    if (day.year === year && day.month === month && day.day === 1) return date;
  }
  throw new Error(`no first day found for ${year}/${month} (${calendar})`);
}

/**
 * The moments a year, or a month of it, spans: [from, to). Undefined for a year outside the calendar's range.
 *
 * @example periodRange('gregorian', 2026, 11) // [2026-11-01T00:00:00Z, 2026-12-01T00:00:00Z]
 */
export function periodRange(calendar: Calendar, year: number, month?: number): [Date, Date] | undefined {
  const [first, last] = YEARS[calendar];
  if (!Number.isInteger(year) || year < first || year > last) return undefined;
  if (month === undefined) return [monthStart(calendar, year, 1), monthStart(calendar, year + 1, 1)];
  const next = month === 12 ? [year + 1, 1] : [year, month + 1];
  return [monthStart(calendar, year, month), monthStart(calendar, next[0], next[1])];
}

/**
 * A month's name and year ("November 2026", "Kasım 2026", "آبان ۱۴۰۵"), or the year alone, in the language's digits,
 * written by the server so the browser shows the same text.
 */
export function periodLabel(lang: Language, start: Date, withMonth = true): string {
  const calendar = calendarOf(lang) === 'persian' ? 'persian' : 'gregory';
  const parts = new Intl.DateTimeFormat(`${LOCALES[lang]}-u-ca-${calendar}`, {
    year: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).formatToParts(start);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return withMonth ? `${part('month')} ${part('year')}` : part('year');
}
