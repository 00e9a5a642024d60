import { isValidJalaaliDate, toGregorian, toJalaali } from 'jalaali-js';

// Dates typed in a filter as the reader writes them: YYYY/MM/DD, in the Persian calendar for fa.

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** An ISO date or date-time as the reader writes it: YYYY/MM/DD (HH:mm), in the Persian calendar for fa. */
export function showDate(iso: unknown, persian: boolean, withTime: boolean): string {
  if (typeof iso !== 'string' || !iso) return '';
  const d = new Date(withTime ? iso : `${iso.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return iso;
  const [y, m, day] = withTime
    ? [d.getFullYear(), d.getMonth() + 1, d.getDate()]
    : [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()];
  const shown = persian ? Object.values(toJalaali(y, m, day)) : [y, m, day];
  const date = `${pad(shown[0], 4)}/${pad(shown[1])}/${pad(shown[2])}`;
  return withTime ? `${date} ${pad(d.getHours())}:${pad(d.getMinutes())}` : date;
}

/** The text a reader typed as an ISO value, or undefined when it is not a date of that calendar. */
export function parseDate(text: string, persian: boolean, withTime: boolean): string | undefined {
  const m = /^(\d{4})\/(\d{1,2})\/(\d{1,2})(?:\s+(\d{1,2}):(\d{2}))?$/.exec(text.trim());
  if (!m || Boolean(m[4]) !== withTime) return undefined;
  let [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (persian) {
    if (!isValidJalaaliDate(y, mo, d)) return undefined;
    ({ gy: y, gm: mo, gd: d } = toGregorian(y, mo, d));
  }
  const check = new Date(Date.UTC(y, mo - 1, d));
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) return undefined;
  if (!withTime) return `${pad(y, 4)}-${pad(mo)}-${pad(d)}`;
  return new Date(y, mo - 1, d, Number(m[4]), Number(m[5])).toISOString();
}
