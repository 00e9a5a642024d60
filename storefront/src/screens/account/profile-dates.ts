import { newDate } from 'date-fns-jalali';
import type { Language } from '@saray/contracts/storefront/state';
import { latinDigits } from '../../decimal';
import { formatDate } from '../../format';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * A date as the customer types it, YYYY/MM/DD in the page's calendar (spec 1 §3: the Persian one in fa, with either
 * kind of digits), as the API stores it (YYYY-MM-DD); undefined when it is no such day, so the form sends the text as
 * typed and the server's refusal names the field.
 *
 * @example isoDate('۱۳۶۹/۰۱/۰۱', 'fa') // '1990-03-21'
 */
export function isoDate(text: string, lang: Language): string | undefined {
  const m = /^(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})$/.exec(latinDigits(text.trim()));
  if (!m) return undefined;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  let iso: string;
  if (lang === 'fa') {
    // The library makes a local-time Date of the Persian day; its local parts are the Gregorian day.
    const date = newDate(year, month - 1, day);
    iso = `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  } else {
    iso = `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
  }
  // A day past the month's end rolls into the next month: reading the result back finds it.
  return latinDigits(formatDate(iso, lang)) === `${pad(year, 4)}/${pad(month)}/${pad(day)}` ? iso : undefined;
}

/** A stored date (YYYY-MM-DD) as the form shows it: YYYY/MM/DD in the page's calendar and digits. */
export const shownDate = (iso: string | null, lang: Language): string => (iso ? formatDate(iso, lang) : '');
