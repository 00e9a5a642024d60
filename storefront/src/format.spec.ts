import { formatDate, formatDateTime, formatDecimal, formatMoney, formatTime, localDigits } from './format';

describe('dates', () => {
  test('fa writes the Persian calendar with Persian digits as YYYY/MM/DD', () => {
    expect(formatDate('2026-03-21T00:00:00Z', 'fa')).toBe('۱۴۰۵/۰۱/۰۱');
    expect(formatDate('2026-11-22T10:00:00Z', 'fa')).toBe('۱۴۰۵/۰۹/۰۱');
  });

  test('en and tr write the Gregorian calendar with Latin digits', () => {
    expect(formatDate('2026-11-22T10:00:00Z', 'en')).toBe('2026/11/22');
    expect(formatDate('2026-01-05T10:00:00Z', 'tr')).toBe('2026/01/05');
  });

  test('nothing for no date or a bad one', () => {
    expect(formatDate(null, 'en')).toBe('');
    expect(formatDate('not a date', 'fa')).toBe('');
  });

  test('a moment is its date and its UTC time of day, in the language’s digits', () => {
    expect(formatDateTime('2026-11-22T09:05:00Z', 'en')).toBe('2026/11/22 09:05');
    expect(formatDateTime('2026-11-22T09:05:00Z', 'fa')).toBe('۱۴۰۵/۰۹/۰۱ ۰۹:۰۵');
    expect(formatDateTime(null, 'tr')).toBe('');
    expect(formatTime(Date.UTC(2026, 10, 22, 9, 5, 7), 'en')).toBe('09:05:07');
    expect(formatTime(Date.UTC(2026, 10, 22, 19, 5, 7), 'fa')).toBe('۱۹:۰۵:۰۷');
  });
});

describe('numbers', () => {
  test('money keeps its digits exactly (zeros past the cents aside), groups thousands with a comma, and uses Persian digits in fa', () => {
    expect(formatMoney('1499.00', 'en')).toBe('1,499');
    expect(formatMoney('349.90', 'en')).toBe('349.90');
    expect(formatMoney('1234567.5', 'tr')).toBe('1,234,567.50');
    // A coin with six decimals: zeros past the cents go, other digits stay.
    expect(formatMoney('349.900000', 'en')).toBe('349.90');
    expect(formatMoney('0.728306', 'en')).toBe('0.728306');
    expect(formatMoney('2400.00', 'fa')).toBe('۲,۴۰۰');
    expect(formatMoney('', 'en')).toBe('');
  });

  test('digits', () => {
    expect(localDigits(2026, 'fa')).toBe('۲۰۲۶');
    expect(localDigits(2026, 'tr')).toBe('2026');
  });
});

test('an exact amount keeps every digit it has and no trailing zero, grouped, with Persian digits in fa', () => {
  expect(formatDecimal('0.00150000', 'en')).toBe('0.0015');
  expect(formatDecimal('61500.00', 'en')).toBe('61,500');
  expect(formatDecimal('1234.5', 'fa')).toBe('۱,۲۳۴.۵');
  expect(formatDecimal(null, 'en')).toBe('');
});
