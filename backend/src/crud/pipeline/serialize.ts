import { DEFAULT_LANGUAGE, type Language } from '../../common/i18n.js';
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
  let i18n: Record<string, Row> | undefined;
  for (const field of entity.fields.values()) {
    if (field.translations) {
      i18n ??= {};
      i18n[field.name] = { [DEFAULT_LANGUAGE]: row[field.name] ?? null };
      for (const [lang, companion] of Object.entries(field.translations))
        i18n[field.name][lang] = row[companion] ?? null;
    }
    if (field.internal) continue;
    if (field.spec.writeOnly) {
      set ??= [];
      if (row[field.name] !== null && row[field.name] !== undefined && row[field.name] !== '') set.push(field.name);
      continue;
    }
    out[field.name] = jsonValue(field, row[field.name]);
  }
  if (set) out._set = set;
  if (i18n) out._i18n = i18n;
  return out;
}

/** The language a reader wants localized fields in, and the store's, whose text stands in where it has none. */
export interface Languages {
  lang: Language;
  fallback?: Language;
}

/**
 * A request body written in one language: a localized field sent as plain text is that language's text (an
 * object of languages is taken as it is). The default language's text is the field's own.
 */
export function writtenIn(entity: EntityMeta, body: unknown, lang: Language): unknown {
  if (lang === DEFAULT_LANGUAGE || !body || typeof body !== 'object' || Array.isArray(body)) return body;
  const out = { ...(body as Row) };
  for (const [name, value] of Object.entries(out))
    if (typeof value === 'string' && entity.fields.get(name)?.translations) out[name] = { [lang]: value };
  return out;
}

/**
 * A record in one language: each localized field's text in `lang`, else in `fallback` (the store's language), else
 * the default language's. Every language stays in `_i18n`, for editors.
 */
export function localize(record: Row, { lang, fallback }: Languages): Row {
  const texts = record._i18n as Record<string, Row> | undefined;
  if (!texts) return record;
  const out = { ...record };
  for (const [name, byLang] of Object.entries(texts)) {
    if (!(name in out)) continue;
    const text = [lang, fallback].map((l) => l && byLang[l]).find((t) => typeof t === 'string' && t !== '');
    if (text !== undefined) out[name] = text;
  }
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
