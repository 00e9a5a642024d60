/**
 * The check digit of an Iranian national ID (code melli) from its first nine digits: the weighted sum
 * digit[i] * (10 - i) modulo 11 gives r; the check digit is r when r < 2, else 11 - r.
 */
export function nationalCodeCheckDigit(firstNine: string): number {
  if (!/^[0-9]{9}$/.test(firstNine)) throw new RangeError('nine digits expected');
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(firstNine[i]) * (10 - i);
  const r = sum % 11;
  return r < 2 ? r : 11 - r;
}

/**
 * Whether a text is a valid Iranian national ID: ten digits, not all the same (those pass the checksum but are
 * never issued), and a matching check digit.
 *
 * @example isValidNationalCode('0499370899') // true
 */
export function isValidNationalCode(code: unknown): boolean {
  if (typeof code !== 'string' || !/^[0-9]{10}$/.test(code)) return false;
  if (/^(\d)\1{9}$/.test(code)) return false;
  return nationalCodeCheckDigit(code.slice(0, 9)) === Number(code[9]);
}
