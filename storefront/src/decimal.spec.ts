import { fitsStep, floorToStep, isDecimal, latinDigits, lessThan, multiply, subtract } from './decimal';

describe('exchange decimals', () => {
  test('a value fits a step when it is a whole number of steps, at any scale', () => {
    expect(fitsStep('65000.01', '0.01')).toBe(true);
    expect(fitsStep('65000.015', '0.01')).toBe(false);
    expect(fitsStep('0.00030', '0.00001')).toBe(true);
    expect(fitsStep('0.000305', '0.00001')).toBe(false);
    expect(fitsStep('3', '0.5')).toBe(true);
    expect(fitsStep('1', '0')).toBe(false);
  });

  test('products are exact (no float rounding) and trailing zeros go', () => {
    expect(multiply('0.1', '0.2')).toBe('0.02');
    expect(multiply('65000.01', '0.00030')).toBe('19.500003');
    expect(multiply('2', '3')).toBe('6');
    expect(multiply('abc', '1')).toBeUndefined();
  });

  test('differences are exact, negative ones signed', () => {
    expect(subtract('61500.01', '61499.99')).toBe('0.02');
    expect(subtract('0.3', '0.1')).toBe('0.2');
    expect(subtract('5', '7.5')).toBe('-2.5');
    expect(subtract('1', '1.000')).toBe('0');
    expect(subtract('x', '1')).toBeUndefined();
  });

  test('Persian digits typed in a form count as digits; anything else is not a decimal', () => {
    expect(latinDigits('۱۲٫۵')).toBe('12٫5');
    expect(isDecimal('۱۲.۵')).toBe(true);
    expect(isDecimal('1e5')).toBe(false);
    expect(isDecimal('-1')).toBe(false);
    expect(isDecimal('1.2.3')).toBe(false);
  });

  test('comparisons and flooring to a step', () => {
    expect(lessThan('4.99', '5')).toBe(true);
    expect(lessThan('5.000', '5')).toBe(false);
    expect(floorToStep('0.123456', '0.0001')).toBe('0.1234');
    expect(floorToStep('10', '3')).toBe('9');
  });
});
