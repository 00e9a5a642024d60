/** Persian and Arabic-Indic digits as ASCII: a Persian keyboard types ۰–۹. */
const asciiDigits = (text: string) =>
  text.replace(/[۰-۹٠-٩]/g, (d) => String(d.charCodeAt(0) - (d >= '۰' ? 0x06f0 : 0x0660)));

/** How many digits a mask takes: each 9 is one ("(999) 999-9999" takes 10). */
export const maskSize = (mask: string): number => mask.replace(/[^9]/g, '').length;

/** The digits of typed text, as many as the mask takes. */
export const maskDigits = (mask: string, text: string): string =>
  asciiDigits(text).replace(/\D/g, '').slice(0, maskSize(mask));

/**
 * Digits written into a mask: each 9 takes the next digit, other characters are written as they are, up to the
 * last digit (so deleting always removes a digit, never a bracket).
 *
 * @example applyMask('(999) 999-9999', '5551234') // '(555) 123-4'
 */
export function applyMask(mask: string, digits: string): string {
  let out = '';
  let next = 0;
  for (const ch of mask) {
    if (next >= digits.length) break;
    out += ch === '9' ? digits[next++] : ch;
  }
  return out;
}

/**
 * Where the caret goes in the masked text so that it stays after the same number of digits as in the typed text.
 *
 * @example caretAfter('(555) 123', 4) // 7: after "(555) 1"
 */
export function caretAfter(masked: string, digitCount: number): number {
  if (digitCount === 0) return masked.search(/\d|$/);
  let seen = 0;
  for (let i = 0; i < masked.length; i++) {
    if (/\d/.test(masked[i]) && ++seen === digitCount) return i + 1;
  }
  return masked.length;
}
