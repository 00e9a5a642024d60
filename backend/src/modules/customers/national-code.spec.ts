import { isValidNationalCode, nationalCodeCheckDigit } from './national-code.js';

describe('Iranian national code', () => {
  test('check digit from the weighted sum modulo 11', () => {
    // 0*10 + 4*9 + 9*8 + 9*7 + 3*6 + 7*5 + 0*4 + 8*3 + 9*2 = 266; 266 % 11 = 2 → 11 - 2 = 9
    expect(nationalCodeCheckDigit('049937089')).toBe(9);
    // sums 2, 5 and 9 give 11 - r; 1*10 + 1*2 = 12 leaves r = 1, which is the check digit itself
    expect(nationalCodeCheckDigit('000000001')).toBe(9);
    expect(nationalCodeCheckDigit('000000011')).toBe(6);
    expect(nationalCodeCheckDigit('000000111')).toBe(2);
    expect(nationalCodeCheckDigit('100000001')).toBe(1);
  });

  test('valid codes pass, including remainders 0 and 1', () => {
    expect(isValidNationalCode('0499370899')).toBe(true);
    expect(isValidNationalCode('1000000011')).toBe(true);
    for (const nine of ['123456789', '987654321', '001234567', '555555554']) {
      expect(isValidNationalCode(nine + String(nationalCodeCheckDigit(nine)))).toBe(true);
    }
  });

  test('a wrong check digit fails', () => {
    expect(isValidNationalCode('0499370898')).toBe(false);
    expect(isValidNationalCode('1000000012')).toBe(false);
  });

  test('ten equal digits fail although the checksum holds', () => {
    expect(nationalCodeCheckDigit('111111111')).toBe(1);
    expect(isValidNationalCode('1111111111')).toBe(false);
    expect(isValidNationalCode('0000000000')).toBe(false);
  });

  test.each([['049937089'], ['04993708990'], ['049937089a'], [' 0499370899'], [''], [null], [499370899]])(
    '%p is not ten digits',
    (code) => expect(isValidNationalCode(code)).toBe(false),
  );

  test('the check digit needs exactly nine digits', () => {
    expect(() => nationalCodeCheckDigit('12345678')).toThrow(RangeError);
  });
});
