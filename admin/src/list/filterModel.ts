/** What a filter needs to know of a field (a part of the field schema the registry serves). */
interface FilterField {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  'x-relation'?: { entity: string };
}

/** How a list filters on a field: choices, a related record, yes/no, a date range, a number range, or text. */
export type FilterKind = 'choice' | 'relation' | 'boolean' | 'date' | 'datetime' | 'number' | 'text';

export type FilterValues = Record<string, unknown>;

const typesOf = (field: FilterField): unknown[] => ([] as unknown[]).concat(field.type);

/** The filter a field gets from its schema; a relation to an entity the caller cannot list has none. */
export function filterKind(
  entity: { fields: Record<string, FilterField> },
  name: string,
  listable: (entity: string) => boolean,
): FilterKind | undefined {
  const field = entity.fields[name];
  if (!field) return undefined;
  const relation = field['x-relation'];
  if (relation) return listable(relation.entity) ? 'relation' : undefined;
  if (Array.isArray(field.enum)) return 'choice';
  const types = typesOf(field);
  if (types.includes('boolean')) return 'boolean';
  if (field.format === 'date') return 'date';
  if (field.format === 'date-time') return 'datetime';
  if (field.format === 'decimal' || types.includes('integer') || types.includes('number')) return 'number';
  if (types.includes('string')) return 'text';
  return undefined;
}

/** The filter keys one field's filter sets (a range sets two): clearing the filter removes all of them. */
export function filterKeys(kind: FilterKind, name: string): string[] {
  if (kind === 'date' || kind === 'number') return [`${name}_gte`, `${name}_lte`];
  // A date-time range runs from the first day's start to the next day's start after the last, in the reader's zone.
  if (kind === 'datetime') return [`${name}_gte`, `${name}_lt`];
  return [name];
}

/** The filter values without this field's filter. */
export function withoutFilter(values: FilterValues, kind: FilterKind, name: string): FilterValues {
  const keys = new Set(filterKeys(kind, name));
  return Object.fromEntries(Object.entries(values).filter(([k]) => !keys.has(k)));
}

/** Whether this field's filter is set. */
export const isActive = (values: FilterValues, kind: FilterKind, name: string): boolean =>
  filterKeys(kind, name).some((k) => values[k] !== undefined && values[k] !== null && values[k] !== '');

/** Persian and Arabic-Indic digits as Latin ones: a reader may type either. */
export const latinDigits = (text: string): string =>
  text.replace(/[\u06F0-\u06F9\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) & 0xf));

/** A typed amount as the API's decimal text, or undefined when it is not a number. */
export function parseAmount(text: string): string | undefined {
  const clean = latinDigits(text.trim()).replace(/[,\u066C\u066B]/g, (c) => (c === '\u066B' ? '.' : ''));
  return /^-?\d+(\.\d+)?$/.test(clean) ? clean : undefined;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A calendar day (YYYY-MM-DD) as the instant its day starts in the reader's zone, days later. */
export function dayStart(day: string, plusDays = 0): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d + plusDays).toISOString();
}

/** An instant as the calendar day (YYYY-MM-DD) it falls on in the reader's zone, days earlier. */
export function localDay(iso: string, minusDays = 0): string {
  const t = new Date(iso);
  const d = new Date(t.getFullYear(), t.getMonth(), t.getDate() - minusDays);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The range a filter holds, as days (date, datetime) or amounts (number), each end possibly open. */
export function rangeOf(values: FilterValues, kind: 'date' | 'datetime' | 'number', name: string): [string?, string?] {
  const [from, to] = filterKeys(kind, name).map((k) => values[k] as string | undefined);
  if (kind !== 'datetime') return [from, to];
  return [from ? localDay(from) : undefined, to ? localDay(to, 1) : undefined];
}

/** The filter values with this range set (an empty end is open). */
export function withRange(
  values: FilterValues,
  kind: 'date' | 'datetime' | 'number',
  name: string,
  [from, to]: [string?, string?],
): FilterValues {
  const [lower, upper] = filterKeys(kind, name);
  const next = withoutFilter(values, kind, name);
  if (from) next[lower] = kind === 'datetime' ? dayStart(from) : from;
  if (to) next[upper] = kind === 'datetime' ? dayStart(to, 1) : to;
  return next;
}
