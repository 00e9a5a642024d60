import fc from 'fast-check';
import { cycleDate, cyclesDue, type CyclePeriod } from './cycles.js';

describe('recurring payment cycles', () => {
  test('days, weeks, months and years from the start; short months take their last day', () => {
    expect(cycleDate('2026-01-31', 1, 1, 1)).toBe('2026-02-01');
    expect(cycleDate('2026-01-31', 2, 2, 1)).toBe('2026-02-14');
    expect(cycleDate('2026-01-31', 3, 1, 1)).toBe('2026-02-28');
    expect(cycleDate('2026-01-31', 3, 1, 2)).toBe('2026-03-31');
    expect(cycleDate('2028-01-31', 3, 1, 1)).toBe('2028-02-29');
    expect(cycleDate('2026-11-15', 3, 3, 1)).toBe('2027-02-15');
    expect(cycleDate('2028-02-29', 4, 1, 1)).toBe('2029-02-28');
  });

  test('due cycles count the dates that have come, never more than the total', () => {
    expect(cyclesDue('2026-01-10', 3, 1, 12, '2026-04-09')).toBe(3);
    expect(cyclesDue('2026-01-10', 3, 1, 12, '2026-04-10')).toBe(4);
    expect(cyclesDue('2026-01-10', 1, 1, 2, '2026-11-22')).toBe(2);
    expect(cyclesDue('2026-12-01', 3, 1, 5, '2026-11-22')).toBe(0);
  });

  test('for any start and period, cycle dates only move forward', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2090-12-31'), noInvalidDate: true }),
        fc.constantFrom<CyclePeriod>(1, 2, 3, 4),
        fc.integer({ min: 1, max: 12 }),
        (start, period, length) => {
          const first = start.toISOString().slice(0, 10);
          const dates = Array.from({ length: 15 }, (_, i) => cycleDate(first, period, length, i));
          expect(dates[0]).toBe(first);
          for (let i = 1; i < dates.length; i++) expect(dates[i] > dates[i - 1]).toBe(true);
        },
      ),
    );
  });
});
