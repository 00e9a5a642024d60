import type { EntityMeta, FieldMeta } from '../../schema/entity-meta.js';

export type Row = Record<string, unknown>;

/** A request body as a record: anything that is not a JSON object reads as an empty one (the validators then say what is missing). */
export const bodyObject = (body: unknown): Row =>
  body && typeof body === 'object' && !Array.isArray(body) ? (body as Row) : {};

/**
 * A stored row as the API returns it: internal and write-only fields (secrets a client may set but never read)
 * dropped, dates as ISO text, decimals as exact strings. An entity with write-only fields says which of them hold a
 * value in `_set` (a form shows "a value is set" without ever holding it).
 */
export function toJson(entity: EntityMeta, row: Row): Row {
  const out: Row = {};
  let set: string[] | undefined;
  for (const field of entity.fields.values()) {
    if (field.internal) continue;
    if (field.spec.writeOnly) {
      set ??= [];
      if (row[field.name] !== null && row[field.name] !== undefined && row[field.name] !== '') set.push(field.name);
      continue;
    }
    out[field.name] = jsonValue(field, row[field.name]);
  }
  if (set) out._set = set;
  return out;
}

/** One stored value as the API returns it (see toJson). */
export function jsonValue(field: FieldMeta, value: unknown): unknown {
  if (value instanceof Date) return field.kind === 'date' ? value.toISOString().slice(0, 10) : value.toISOString();
  if (value === null && field.relation?.nullZero) return 0;
  if (value == null) return null;
  if (field.kind === 'integer' && typeof value === 'string') return Number(value);
  return value;
}
