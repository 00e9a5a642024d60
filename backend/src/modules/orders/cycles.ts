/** Cycle periods of a recurring payment (enums.cyclePeriod): 1 daily, 2 weekly, 3 monthly, 4 yearly. */
export type CyclePeriod = 1 | 2 | 3 | 4;

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (y: number, m: number, d: number) => `${y}-${pad(m + 1)}-${pad(d)}`;
const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m + 1, 0)).getUTCDate();

/**
 * The due date (YYYY-MM-DD) of cycle `index` (0 is the start date): `index × length` days, weeks, months or years
 * later. Months and years keep the start's day of the month, or the month's last day when it is shorter (a payment
 * started on 31 January falls due on 28 or 29 February, then on 31 March).
 */
export function cycleDate(start: string, period: CyclePeriod, length: number, index: number): string {
  const [y, m, d] = start.split('-').map(Number);
  const steps = index * length;
  if (period === 1 || period === 2) {
    const date = new Date(Date.UTC(y, m - 1, d + steps * (period === 1 ? 1 : 7)));
    return iso(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  }
  const months = m - 1 + steps * (period === 3 ? 1 : 12);
  const year = y + Math.floor(months / 12);
  const month = months % 12;
  return iso(year, month, Math.min(d, daysIn(year, month)));
}

/** How many cycles are due on `today` (YYYY-MM-DD): those whose date has come, at most `total`. */
export function cyclesDue(start: string, period: CyclePeriod, length: number, total: number, today: string): number {
  let due = 0;
  while (due < total && cycleDate(start, period, length, due) <= today) due++;
  return due;
}
