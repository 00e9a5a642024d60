import { calendarDay, monthStart, periodLabel, periodRange } from './calendar-months.js';

describe('calendar months', () => {
  test('a moment is a day of the Persian calendar in UTC, Nowruz starting the year', () => {
    expect(calendarDay(new Date('2019-03-20T23:59:59Z'), 'persian')).toEqual({ year: 1397, month: 12, day: 29 });
    expect(calendarDay(new Date('2019-03-21T00:00:00Z'), 'persian')).toEqual({ year: 1398, month: 1, day: 1 });
    expect(calendarDay(new Date('2026-11-15T10:00:00Z'), 'gregorian')).toEqual({ year: 2026, month: 11, day: 15 });
  });

  test('every Persian month of several years starts the day after the last day of the month before', () => {
    for (let year = 1398; year <= 1410; year++)
      for (let month = 1; month <= 12; month++) {
        const start = monthStart('persian', year, month);
        expect(calendarDay(start, 'persian')).toEqual({ year, month, day: 1 });
        expect(calendarDay(new Date(start.getTime() - 1), 'persian').month).toBe(month === 1 ? 12 : month - 1);
      }
  });

  test('a period is a month or a whole year, and a year outside the calendar is none', () => {
    expect(periodRange('gregorian', 2026, 12)).toEqual([
      new Date('2026-12-01T00:00:00Z'),
      new Date('2027-01-01T00:00:00Z'),
    ]);
    expect(periodRange('persian', 1405)).toEqual([new Date('2026-03-21T00:00:00Z'), new Date('2027-03-21T00:00:00Z')]);
    expect(periodRange('persian', 1403, 12)).toEqual([
      new Date('2025-02-19T00:00:00Z'),
      new Date('2025-03-21T00:00:00Z'),
    ]);
    expect(periodRange('gregorian', 1405)).toBeUndefined();
    expect(periodRange('persian', 2026)).toBeUndefined();
  });

  test('a period is named in the language, its calendar and its digits', () => {
    const start = new Date('2026-11-01T00:00:00Z');
    expect(periodLabel('en', start)).toBe('November 2026');
    expect(periodLabel('tr', start)).toBe('Kasım 2026');
    expect(periodLabel('fa', monthStart('persian', 1405, 8))).toBe('آبان ۱۴۰۵');
    expect(periodLabel('fa', monthStart('persian', 1405, 1), false)).toBe('۱۴۰۵');
  });
});
