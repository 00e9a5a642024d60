/**
 * Exact decimal text for the exchange forms: prices and quantities are checked against a market's steps and
 * multiplied as scaled integers, never as floats (the server checks them again the same way).
 */
interface Scaled {
  digits: bigint;
  scale: number;
}

/** Persian and Arabic-Indic digits typed in a form, as Latin ones. */
export const latinDigits = (text: string): string =>
  text
    .replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660));

function parse(text: string): Scaled | undefined {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(latinDigits(text.trim()));
  if (!m) return undefined;
  const fraction = m[2] ?? '';
  return { digits: BigInt(m[1] + fraction), scale: fraction.length };
}

const at = (v: Scaled, scale: number): bigint => v.digits * 10n ** BigInt(scale - v.scale);

const text = (digits: bigint, scale: number): string => {
  const s = digits.toString().padStart(scale + 1, '0');
  const whole = scale ? s.slice(0, -scale) : s;
  const fraction = scale ? s.slice(-scale).replace(/0+$/, '') : '';
  return fraction ? `${whole}.${fraction}` : whole;
};

/** A non-negative decimal written with digits and at most one point. */
export const isDecimal = (value: string): boolean => parse(value) !== undefined;

/** Whether a positive value is a whole number of steps (a price of the tick size, a quantity of the lot size). */
export function fitsStep(value: string, step: string): boolean {
  const v = parse(value);
  const s = parse(step);
  if (!v || !s || s.digits === 0n) return false;
  const scale = Math.max(v.scale, s.scale);
  return at(v, scale) % at(s, scale) === 0n;
}

/** a × b exactly, trailing zeros dropped; undefined when either is not a decimal. */
export function multiply(a: string, b: string): string | undefined {
  const x = parse(a);
  const y = parse(b);
  return x && y ? text(x.digits * y.digits, x.scale + y.scale) : undefined;
}

/** a − b exactly, trailing zeros dropped, with a minus sign when b is the larger; undefined when either is not a decimal. */
export function subtract(a: string, b: string): string | undefined {
  const x = parse(a);
  const y = parse(b);
  if (!x || !y) return undefined;
  const scale = Math.max(x.scale, y.scale);
  const difference = at(x, scale) - at(y, scale);
  return difference < 0n ? `-${text(-difference, scale)}` : text(difference, scale);
}

/** Whether a < b (both decimals). */
export function lessThan(a: string, b: string): boolean {
  const x = parse(a);
  const y = parse(b);
  if (!x || !y) return false;
  const scale = Math.max(x.scale, y.scale);
  return at(x, scale) < at(y, scale);
}

/** The largest whole number of steps not above the value (a balance turned into a quantity the lot size allows). */
export function floorToStep(value: string, step: string): string | undefined {
  const v = parse(value);
  const s = parse(step);
  if (!v || !s || s.digits === 0n) return undefined;
  const scale = Math.max(v.scale, s.scale);
  const stepAt = at(s, scale);
  return text((at(v, scale) / stepAt) * stepAt, scale);
}
