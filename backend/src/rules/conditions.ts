import { Decimal } from 'decimal.js';
import { same } from './same.js';

export type Operator = '$eq' | '$ne' | '$in' | '$nin' | '$gt' | '$gte' | '$lt' | '$lte' | '$null';
/** A field's condition: a value (equality) or operators, e.g. { "$gt": "0" } or { "$in": [1, 2] }. */
export type FieldCondition = unknown;
export type Condition = Record<string, FieldCondition>;

const isOperators = (c: unknown): c is Partial<Record<Operator, unknown>> =>
  Boolean(c) && typeof c === 'object' && !Array.isArray(c) && Object.keys(c as object).every((k) => k.startsWith('$'));

function compare(a: unknown, b: unknown): number | undefined {
  if (a === null || a === undefined || b === null || b === undefined) return undefined;
  try {
    return new Decimal(a as string).cmp(new Decimal(b as string));
  } catch {
    return String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0;
  }
}

/** An operator's argument: a value, or { "$field": name } for another field of the same record. */
const resolve = (arg: unknown, record: Record<string, unknown>): unknown =>
  arg && typeof arg === 'object' && '$field' in arg ? record[(arg as { $field: string }).$field] : arg;

function holds(value: unknown, condition: FieldCondition, record: Record<string, unknown>): boolean {
  if (!isOperators(condition)) return same(value, condition);
  return Object.entries(condition).every(([op, raw]) => {
    const arg = resolve(raw, record);
    const c = compare(value, arg);
    switch (op as Operator) {
      case '$eq':
        return same(value, arg);
      case '$ne':
        return !same(value, arg);
      case '$in':
        return (arg as unknown[]).some((a) => same(value, a));
      case '$nin':
        return !(arg as unknown[]).some((a) => same(value, a));
      case '$gt':
        return c !== undefined && c > 0;
      case '$gte':
        return c !== undefined && c >= 0;
      case '$lt':
        return c !== undefined && c < 0;
      case '$lte':
        return c !== undefined && c <= 0;
      case '$null':
        return (value === null || value === undefined) === Boolean(arg);
      default:
        throw new Error(`unknown operator ${op}`);
    }
  });
}

/**
 * Whether a record meets every field condition. A comparison with a missing value never holds.
 *
 * @example matches({ isPaid: true, amount: { $gt: '0' } }, { isPaid: true, amount: '12.50' }) // true
 * @example matches({ endDate: { $lt: { $field: 'startDate' } } }, { startDate: '2026-03-01', endDate: '2026-02-01' }) // true
 */
export function matches(condition: Condition | undefined, record: Record<string, unknown>): boolean {
  return Object.entries(condition ?? {}).every(([field, c]) => holds(record[field], c, record));
}
