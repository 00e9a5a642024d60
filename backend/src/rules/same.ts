import { Decimal } from 'decimal.js';

/** Equality of stored values: decimals compare as numbers ("1.50" = "1.5"), null and undefined alike. */
export function same(a: unknown, b: unknown): boolean {
  if (a === undefined) a = null;
  if (b === undefined) b = null;
  if (typeof a === 'string' && typeof b === 'string' && /^-?\d+(\.\d+)?$/.test(a) && /^-?\d+(\.\d+)?$/.test(b))
    return new Decimal(a).eq(b);
  return JSON.stringify(a) === JSON.stringify(b);
}
