import fc from 'fast-check';
import {
  formatBytes,
  formatDate,
  formatDecimal,
  formatInteger,
  formatMoney,
  formatPercent,
  localDigits,
} from '../../admin/src/format.js';

const NBSP = '\u00a0';
/** Persian digits back to Latin ones, and Persian separators to . and , (to compare a Persian text with its value). */
const latin = (text: string) =>
  text
    .replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d)))
    .replace(/٫/g, '.')
    .replace(/٬/g, ',');

describe('amounts', () => {
  test.each([
    ['488.350000', { decimals: 6, symbol: 'USDT' }, 'en', `488.35${NBSP}USDT`],
    ['488.350000', { decimals: 6, symbol: 'USDT' }, 'fa', `۴۸۸٫۳۵${NBSP}USDT`],
    ['488.350000', { decimals: 6, symbol: 'USDT' }, 'tr', `488,35${NBSP}USDT`],
    ['1234567.5', { decimals: 2, symbol: 'TRY' }, 'tr', `1.234.567,50${NBSP}TRY`],
    ['1234567.5', { decimals: 2, symbol: 'TRY' }, 'fa', `۱٬۲۳۴٬۵۶۷٫۵۰${NBSP}TRY`],
    ['0.000123456', { decimals: 8, symbol: 'BTC' }, 'en', `0.00012346${NBSP}BTC`],
    ['1.5', { decimals: 8, symbol: 'BTC' }, 'en', `1.50${NBSP}BTC`],
    ['2500000.4', { decimals: 0, symbol: 'IRR' }, 'en', `2,500,000${NBSP}IRR`],
    ['2500000.5', { decimals: 0, symbol: 'IRR' }, 'fa', `۲٬۵۰۰٬۰۰۱${NBSP}IRR`],
    ['-12.345', { decimals: 2, symbol: 'USDT' }, 'en', `-12.35${NBSP}USDT`],
    ['0.002', { decimals: 18, symbol: 'ETH' }, 'en', `0.002${NBSP}ETH`],
  ])('%s in %o reads in %s as %j', (value, currency, locale, shown) => {
    expect(formatMoney(value, locale, currency)).toBe(shown);
  });

  test.each([
    ['488.350000', 'en', '488.35'],
    ['5', 'en', '5.00'],
    ['0.123400', 'en', '0.1234'],
    ['1000000', 'fa', '۱٬۰۰۰٬۰۰۰٫۰۰'],
    ['-0.000', 'en', '0.00'],
  ])('without a currency %s reads in %s as %j: two places, and every further digit it has', (value, locale, shown) => {
    expect(formatMoney(value, locale)).toBe(shown);
  });

  test('what is not an amount is shown as it is, and nothing as nothing', () => {
    expect(formatMoney('abc', 'en')).toBe('abc');
    expect(formatMoney(null, 'en')).toBe('');
    expect(formatMoney('', 'fa', { decimals: 2, symbol: 'USDT' })).toBe('');
  });

  test('rounding is for the eye only: the shown amount is the value rounded half up to the coin decimals', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }),
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 0, max: 18 }),
        fc.constantFrom('en', 'fa', 'tr'),
        (units, scale, decimals, locale) => {
          const digits = (units < 0n ? -units : units).toString().padStart(scale + 1, '0');
          const value = `${units < 0n ? '-' : ''}${scale ? `${digits.slice(0, -scale)}.${digits.slice(-scale)}` : digits}`;
          const shown = latin(formatMoney(value, locale, { decimals }));
          const plain = locale === 'tr' ? shown.replace(/\./g, '').replace(',', '.') : shown.replace(/,/g, '');
          const exact = Number(value);
          expect(Math.abs(Number(plain) - exact)).toBeLessThanOrEqual(0.5 * 10 ** -decimals + Math.abs(exact) * 1e-15);
          const fraction = plain.split('.')[1] ?? '';
          expect(fraction.length).toBeLessThanOrEqual(Math.max(decimals, 0));
        },
      ),
    );
  });
});

describe('digits', () => {
  test('Persian digits in fa, Latin in en and tr', () => {
    expect(localDigits('Page 12 of 340', 'fa')).toBe('Page ۱۲ of ۳۴۰');
    expect(localDigits('12', 'en')).toBe('12');
    expect(localDigits('12', 'tr')).toBe('12');
    expect(formatInteger(1234567, 'fa')).toBe('۱٬۲۳۴٬۵۶۷');
    expect(formatInteger(1234567, 'tr')).toBe('1.234.567');
    expect(formatInteger('98765432109876543210', 'en')).toBe('98,765,432,109,876,543,210');
    expect(formatInteger(1024, 'fa', false)).toBe('۱۰۲۴');
    expect(formatDecimal('0.00012300', 'fa')).toBe('۰٫۰۰۰۱۲۳');
  });

  test('percents in the language: 12.5 is 12.5%, with tr writing the sign first', () => {
    expect(formatPercent('12.5', 'en')).toBe('12.5%');
    expect(formatPercent('12.5', 'tr')).toBe('%12,5');
    expect(formatPercent('12.5', 'fa')).toBe('۱۲٫۵٪');
    expect(formatPercent(100, 'en')).toBe('100%');
  });
});

describe('sizes', () => {
  test.each([
    [0, 'en', '0 byte'],
    [512, 'en', '512 byte'],
    [1536, 'en', '1.5 kB'],
    [1048576, 'en', '1 MB'],
    [5 * 1024 ** 3 + 300 * 1024 ** 2, 'en', '5.3 GB'],
    [1536, 'tr', '1,5 kB'],
  ])('%d bytes read in %s as %j', (bytes, locale, shown) => {
    expect(formatBytes(bytes, locale).replace(/\s/g, ' ')).toBe(shown);
  });

  test('in fa the size has Persian digits and a Persian unit', () => {
    expect(formatBytes(1536, 'fa')).toMatch(/^۱٫۵\s\S+/);
    expect(formatBytes(1536, 'fa')).not.toMatch(/[0-9]/);
  });
});

describe('dates', () => {
  test('a date is a calendar day: Jalali with Persian digits in fa, Gregorian with Latin digits in en and tr', () => {
    expect(formatDate('2024-03-20', 'en', false)).toBe('2024/03/20');
    expect(formatDate('2024-03-20', 'tr', false)).toBe('2024/03/20');
    // Nowruz 1403 fell on 20 March 2024.
    expect(formatDate('2024-03-20', 'fa', false)).toBe('۱۴۰۳/۰۱/۰۱');
    expect(formatDate('2024-03-19', 'fa', false)).toBe('۱۴۰۲/۱۲/۲۹');
  });

  test('a date-time is shown in the reader’s time zone', () => {
    const iso = '2024-03-20T21:30:00.000Z';
    const local = new Date(iso);
    const pad = (n: number) => String(n).padStart(2, '0');
    const expected = `${local.getFullYear()}/${pad(local.getMonth() + 1)}/${pad(local.getDate())} ${pad(local.getHours())}:${pad(local.getMinutes())}`;
    expect(formatDate(iso, 'en', true)).toBe(expected);
    expect(latin(formatDate(iso, 'fa', true))).toMatch(/^140[23]\/(01|12)\/\d\d \d\d:\d\d$/);
  });

  test('what is not a date is shown as it is', () => {
    expect(formatDate('soon', 'en', false)).toBe('soon');
    expect(formatDate(null, 'fa', true)).toBe('');
  });
});
