import { isoDate, shownDate } from './profile-dates';

test('a Persian date, in either kind of digits, is stored as its Gregorian day', () => {
  expect(isoDate('۱۳۶۹/۰۱/۰۱', 'fa')).toBe('1990-03-21');
  expect(isoDate('1369/1/1', 'fa')).toBe('1990-03-21');
  expect(isoDate('1403/12/30', 'fa')).toBe('2025-03-20');
  expect(shownDate('1990-03-21', 'fa')).toBe('۱۳۶۹/۰۱/۰۱');
});

test('elsewhere the date is Gregorian, in the same YYYY/MM/DD order', () => {
  expect(isoDate('1990/03/21', 'en')).toBe('1990-03-21');
  expect(isoDate('1990-3-21', 'tr')).toBe('1990-03-21');
  expect(shownDate('1990-03-21', 'en')).toBe('1990/03/21');
});

test('no such day, or no date at all, is left for the server to refuse', () => {
  expect(isoDate('1990/02/30', 'en')).toBeUndefined();
  expect(isoDate('1402/12/30', 'fa')).toBeUndefined();
  expect(isoDate('21/03/1990', 'en')).toBeUndefined();
  expect(isoDate('soon', 'en')).toBeUndefined();
});
