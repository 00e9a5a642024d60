import type { KpiSpec } from '../../schema/entity-file.js';

/** Days back from today that each window reaches: rolling, so no calendar (Gregorian or Persian) decides a week. */
const WINDOW_DAYS: Record<NonNullable<KpiSpec['since']>, number | null> = { today: 1, week: 7, month: 30, all: null };

const DAY_MS = 86_400_000;

/** A UTC day as YYYY-MM-DD. */
export const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** Midnight UTC of the day holding `now`. */
export const startOfDay = (now: Date): number => Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());

/**
 * The first UTC day a figure counts: today alone, the last 7 days or the last 30 days (today included), or null for
 * every record.
 *
 * @example windowStart('week', new Date('2026-03-10T15:00:00Z')) // '2026-03-04'
 */
export function windowStart(since: KpiSpec['since'], now: Date): string | null {
  const days = WINDOW_DAYS[since ?? 'all'];
  return days === null ? null : isoDay(startOfDay(now) - (days - 1) * DAY_MS);
}

/**
 * The first day of each of a chart's points, oldest first, the last one holding today: single days, or rolling weeks
 * of 7 days ending today.
 *
 * @example chartBuckets({ by: 'week', points: 2 }, new Date('2026-03-14T08:00:00Z')) // ['2026-03-01', '2026-03-08']
 */
export function chartBuckets(chart: NonNullable<KpiSpec['chart']>, now: Date): string[] {
  const step = chart.by === 'week' ? 7 : 1;
  const first = startOfDay(now) - (chart.points * step - 1) * DAY_MS;
  return Array.from({ length: chart.points }, (_, i) => isoDay(first + i * step * DAY_MS));
}

/** The chart's step in days. */
export const bucketDays = (chart: NonNullable<KpiSpec['chart']>): number => (chart.by === 'week' ? 7 : 1);
