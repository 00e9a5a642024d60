import { chartBuckets, windowStart } from './kpi-window.js';

const at = (iso: string) => new Date(iso);

describe('windowStart', () => {
  test('today starts at midnight UTC, whatever the hour', () => {
    expect(windowStart('today', at('2026-03-10T00:00:00Z'))).toBe('2026-03-10');
    expect(windowStart('today', at('2026-03-10T23:59:59Z'))).toBe('2026-03-10');
  });
  test('week and month are the last 7 and 30 days, today included, across month ends', () => {
    expect(windowStart('week', at('2026-03-03T12:00:00Z'))).toBe('2026-02-25');
    expect(windowStart('month', at('2026-03-10T12:00:00Z'))).toBe('2026-02-09');
  });
  test('all (and no since) counts every record', () => {
    expect(windowStart('all', at('2026-03-10T12:00:00Z'))).toBeNull();
    expect(windowStart(undefined, at('2026-03-10T12:00:00Z'))).toBeNull();
  });
});

describe('chartBuckets', () => {
  test('days end today, oldest first', () => {
    expect(chartBuckets({ by: 'day', points: 3 }, at('2026-01-01T05:00:00Z'))).toEqual([
      '2025-12-30',
      '2025-12-31',
      '2026-01-01',
    ]);
  });
  test('weeks are rolling: the last one is the 7 days ending today', () => {
    expect(chartBuckets({ by: 'week', points: 2 }, at('2026-03-14T08:00:00Z'))).toEqual(['2026-03-01', '2026-03-08']);
  });
});
