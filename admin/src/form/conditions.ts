/** A test on another field of the same form (spec 3 §5): all of a field's conditions must hold to show it. */
export interface Condition {
  field: string;
  op: '==' | '!=' | '>=' | '<=' | '>' | '<' | 'includes';
  value: unknown;
}

/** What the form's rules read of a field of the entity file (its other keywords are not theirs). */
export interface ConditionalField {
  default?: unknown;
  'x-showif'?: Condition[];
  'x-editmode'?: 'create';
  'x-relation'?: { dependsOn?: string; [keyword: string]: unknown };
  [keyword: string]: unknown;
}

/** Whether the form creates a record or edits an existing one (spec 3 §4: a record id in the route means edit). */
export type FormMode = 'create' | 'update';

type Values = Record<string, unknown>;
type Fields = Record<string, ConditionalField>;

const DECIMAL = /^-?\d+(\.\d+)?$/;

export const isEmpty = (v: unknown): boolean => v === undefined || v === null || v === '';

/**
 * The order of two decimal numbers written as text, exactly (no floating point): -1, 0 or 1.
 *
 * @example compareDecimal('-0.50', '-0.5') // 0
 * @example compareDecimal('10.01', '9.999') // 1
 */
export function compareDecimal(a: string, b: string): number {
  const parse = (s: string) => {
    const negative = s.startsWith('-');
    const [int, frac = ''] = s.replace('-', '').split('.');
    const digits = { int: int.replace(/^0+/, ''), frac: frac.replace(/0+$/, '') };
    return { sign: digits.int || digits.frac ? (negative ? -1 : 1) : 0, ...digits };
  };
  const x = parse(a);
  const y = parse(b);
  if (x.sign !== y.sign) return Math.sign(x.sign - y.sign);
  const magnitude =
    x.int.length !== y.int.length
      ? Math.sign(x.int.length - y.int.length)
      : x.int !== y.int
        ? x.int > y.int
          ? 1
          : -1
        : x.frac === y.frac
          ? 0
          : x.frac.padEnd(y.frac.length, '0') > y.frac.padEnd(x.frac.length, '0')
            ? 1
            : -1;
  return magnitude * x.sign;
}

/** A number, or text holding one, as decimal text; undefined for anything else. */
function asDecimal(v: unknown): string | undefined {
  const text = typeof v === 'number' && Number.isFinite(v) ? String(v) : typeof v === 'string' ? v.trim() : '';
  return DECIMAL.test(text) ? text : undefined;
}

/** Numbers (and decimal text) by value, other text in code-point order (ISO dates sort as dates). */
function order(a: unknown, b: unknown): number | undefined {
  if (isEmpty(a) || isEmpty(b)) return undefined;
  const [x, y] = [asDecimal(a), asDecimal(b)];
  if (x !== undefined && y !== undefined) return compareDecimal(x, y);
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  return undefined;
}

/** Equal values: 5 and "5.0" are, and every kind of empty (undefined, null, '') is the same empty. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (isEmpty(a) || isEmpty(b)) return isEmpty(a) && isEmpty(b);
  const o = order(a, b);
  return o === undefined ? a === b : o === 0;
}

/** A field's value as a list, when it is one: an array, or ids separated by commas (a multi-select). */
const asList = (v: unknown): unknown[] =>
  Array.isArray(v) ? v : typeof v === 'string' && v !== '' ? v.split(',').map((s) => s.trim()) : [];

/**
 * Whether one condition holds for a field's value. Comparisons (>, >=, <, <=) with an empty value never hold;
 * 'includes' holds when the condition's value is a list holding the field's value, or when the field's value is a
 * list holding the condition's value.
 *
 * @example holds({ field: 'kind', op: 'includes', value: [11, 21] }, 21) // true
 * @example holds({ field: 'price', op: '>', value: '1000' }, '1000.50') // true
 */
export function holds(condition: Condition, value: unknown): boolean {
  const { op, value: expected } = condition;
  if (op === '==') return sameValue(value, expected);
  if (op === '!=') return !sameValue(value, expected);
  if (op === 'includes')
    return Array.isArray(expected)
      ? expected.some((v) => sameValue(v, value))
      : asList(value).some((v) => sameValue(v, expected));
  const o = order(value, expected);
  if (o === undefined) return false;
  return op === '>' ? o > 0 : op === '>=' ? o >= 0 : op === '<' ? o < 0 : o <= 0;
}

/**
 * Whether each field's conditions hold. A field that its own conditions hide counts as empty in the conditions of
 * others, which is what it will be once saved. Entity files cannot hold a cycle of conditions (the server refuses
 * them when it loads the files); the trail only keeps a broken file from looping.
 */
function conditionsHold(fields: Fields, values: Values): (name: string) => boolean {
  const known = new Map<string, boolean>();
  const check = (name: string, trail: string[]): boolean => {
    const cached = known.get(name);
    if (cached !== undefined) return cached;
    if (trail.includes(name)) return true;
    const result = (fields[name]?.['x-showif'] ?? []).every((c) =>
      holds(c, check(c.field, [...trail, name]) ? values[c.field] : null),
    );
    known.set(name, result);
    return result;
  };
  return (name) => check(name, []);
}

const createOnly = (spec: ConditionalField | undefined, mode: FormMode) =>
  mode === 'update' && spec?.['x-editmode'] === 'create';

/**
 * The fields the form shows for these values: those whose conditions (x-showif) all hold, less the create-only
 * fields (x-editmode "create") when an existing record is edited.
 *
 * @example visibleFields({ allCoin: {}, coins: { 'x-showif': [{ field: 'allCoin', op: '==', value: false }] } },
 *   { allCoin: true }, 'create') // Set { 'allCoin' }
 */
export function visibleFields(fields: Fields, values: Values, mode: FormMode): Set<string> {
  const shown = conditionsHold(fields, values);
  return new Set(Object.keys(fields).filter((name) => shown(name) && !createOnly(fields[name], mode)));
}

/**
 * What saving sends for the form's editable fields. A field hidden by its conditions keeps no stale value: it is
 * sent empty (its default, else null), so a record never holds what its own conditions hide. What was typed into
 * it stays in the form until then, so a condition switched off and on again by mistake loses nothing. A
 * create-only field is left out of an update and keeps its stored value. Fields the form never filled are not
 * sent, as before.
 */
export function valuesToSave(fields: Fields, editable: string[], values: Values, mode: FormMode): Values {
  const shown = conditionsHold(fields, values);
  const out: Values = {};
  for (const name of editable) {
    const spec = fields[name];
    if (createOnly(spec, mode)) continue;
    if (!shown(name)) out[name] = spec?.default ?? null;
    else if (name in values) out[name] = values[name] ?? null;
  }
  return out;
}

/**
 * The values after a change, with every dependent relation (x-relation.dependsOn) emptied when the field it
 * depends on changed: a province chosen for one country means nothing for another. It cascades (country → province
 * → city); a dependent the same change set itself is kept.
 */
export function clearDependents(fields: Fields, before: Values, after: Values): Values {
  const next = { ...after };
  for (let changed = true; changed;) {
    changed = false;
    for (const [name, spec] of Object.entries(fields)) {
      const on = spec['x-relation']?.dependsOn;
      if (!on || sameValue(before[on], next[on]) || isEmpty(next[name]) || !sameValue(before[name], next[name]))
        continue;
      next[name] = null;
      changed = true;
    }
  }
  return next;
}
