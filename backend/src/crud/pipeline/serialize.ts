import type { EntityMeta } from '../../schema/entity-meta.js';

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
    let value = row[field.name];
    if (value instanceof Date) value = field.kind === 'date' ? value.toISOString().slice(0, 10) : value.toISOString();
    else if (value === null && field.relation?.nullZero) value = 0;
    else if (field.kind === 'integer' && typeof value === 'string') value = Number(value);
    out[field.name] = value ?? null;
  }
  if (set) out._set = set;
  return out;
}
