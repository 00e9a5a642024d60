/**
 * Decimal text ⇄ integer smallest units of a coin (10^decimals per whole coin). No floats: the text's digits are
 * read as they are, and a value with more fraction digits than the coin has is refused, never rounded.
 */
const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/** The smallest units of a decimal text, or undefined when it is not a plain non-negative decimal of that precision. */
export function toUnits(text: unknown, decimals: number): bigint | undefined {
  const value = typeof text === 'number' && Number.isFinite(text) ? String(text) : text;
  if (typeof value !== 'string') return undefined;
  const m = DECIMAL.exec(value.trim());
  if (!m) return undefined;
  const fraction = (m[2] ?? '').replace(/0+$/, '');
  if (fraction.length > decimals) return undefined;
  return BigInt(m[1]) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
}

/** A decimal text of smallest units, without trailing zeros: 1500000n at 6 decimals is '1.5'. */
export function fromUnits(units: bigint, decimals: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** Decimal text as PostgreSQL gives numeric back, without trailing fraction zeros: '1.500' is '1.5'. */
export const trimDecimal = (text: string): string => (text.includes('.') ? text.replace(/\.?0+$/, '') : text);
