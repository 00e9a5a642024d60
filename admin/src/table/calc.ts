import { Decimal } from 'decimal.js';

/**
 * Calculation tokens of spec 3 §3: 'string|{key}' a translated label, 'col|{field}' a column's value (in a footer, the
 * column's sum over the rows), 'op|{+ - * /}' an operator. Numbers are exact decimals; only positive numbers count
 * (anything else is 0); operators apply left to right, two operands at a time, with no precedence.
 */
export type Token = { kind: 'string'; key: string } | { kind: 'col'; field: string } | { kind: 'op'; op: Operator };
type Operator = '+' | '-' | '*' | '/';

const OPERATORS = new Set(['+', '-', '*', '/']);

export function parseTokens(tokens: readonly string[]): Token[] {
  return tokens.map((text) => {
    const [kind, ...rest] = text.split('|');
    const value = rest.join('|');
    if (kind === 'string') return { kind, key: value };
    if (kind === 'col') return { kind, field: value };
    if (kind === 'op' && OPERATORS.has(value)) return { kind, op: value as Operator };
    throw new Error(`unknown calculation token '${text}'`);
  });
}

/** A value as a positive decimal, or 0. */
export function positive(value: unknown): Decimal {
  if (value === null || value === undefined || value === '' || typeof value === 'boolean') return new Decimal(0);
  try {
    const d = new Decimal(String(value).replace(/,/g, ''));
    return d.isFinite() && d.greaterThan(0) ? d : new Decimal(0);
  } catch {
    return new Decimal(0);
  }
}

/** A value at a dotted path ('customer.name'). */
export const valueAt = (row: Record<string, unknown>, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined), row);

function apply(left: Decimal, op: Operator, right: Decimal): Decimal {
  if (op === '+') return left.plus(right);
  if (op === '-') return left.minus(right);
  if (op === '*') return left.times(right);
  return right.isZero() ? new Decimal(0) : left.dividedBy(right);
}

/**
 * Evaluates the tokens with `read` giving each column's value: the labels in order, and the number (undefined when the
 * tokens name no column).
 */
export function evaluate(
  tokens: readonly Token[],
  read: (field: string) => Decimal,
): { labels: string[]; value: Decimal | undefined } {
  const labels: string[] = [];
  let value: Decimal | undefined;
  let pending: Operator | undefined;
  for (const token of tokens) {
    if (token.kind === 'string') labels.push(token.key);
    else if (token.kind === 'op') pending = token.op;
    else {
      const operand = read(token.field);
      value = value === undefined ? operand : apply(value, pending ?? '+', operand);
      pending = undefined;
    }
  }
  return { labels, value };
}

/** A row's calculated column (it may use other calculated columns). */
export function rowValue(
  tokens: readonly Token[],
  row: Record<string, unknown>,
  calculated: CalcColumns = {},
): Decimal {
  const read = (field: string): Decimal =>
    calculated[field] ? rowValue(calculated[field], row, calculated) : positive(valueAt(row, field));
  return evaluate(tokens, read).value ?? new Decimal(0);
}

/** Calculated columns by name: a footer's 'col|' token may name one. */
export type CalcColumns = Record<string, readonly Token[]>;

/** A footer summary: each 'col|' token is the column's sum over the rows (calculated columns included). */
export const summary = (
  tokens: readonly Token[],
  rows: readonly Record<string, unknown>[],
  calculated: CalcColumns = {},
) =>
  evaluate(tokens, (field) =>
    rows.reduce(
      (sum, row) =>
        sum.plus(
          calculated[field] ? (rowValue(calculated[field], row, calculated) ?? 0) : positive(valueAt(row, field)),
        ),
      new Decimal(0),
    ),
  );
