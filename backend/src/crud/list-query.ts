import { AppError, type ErrorDetail } from '../common/app-error.js';
import type { Language } from '../common/i18n.js';
import type { EntityMeta, FieldMeta } from '../schema/entity-meta.js';
import type { EntityValidators } from '../schema/validators.js';

export const MAX_PAGE_SIZE = 1000;
/** The range of a list read whole (as many rows as one request may take). */
export const ALL_ROWS = `[0,${MAX_PAGE_SIZE - 1}]`;

export type FilterOp = 'eq' | 'in' | 'null' | 'notnull' | 'neq' | 'gte' | 'lte' | 'gt' | 'lt';
export interface FieldFilter {
  field: FieldMeta;
  op: FilterOp;
  value?: unknown;
}
export interface ListQuery {
  sort: { field: FieldMeta; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
  filters: FieldFilter[];
  /** The q filter: text looked for in the entity's search columns. */
  search?: string;
  /** The language localized fields are compared and sorted in (then `fallback`'s text, then the default's). */
  lang?: Language;
  fallback?: Language;
}

/** PostgreSQL text cannot hold a NUL character: a value with one can match nothing and is refused as malformed. */
const hasNul = (v: unknown): boolean => typeof v === 'string' && v.includes('\u0000');

const RANGE_OPS: Record<string, FilterOp> = { _gte: 'gte', _lte: 'lte', _gt: 'gt', _lt: 'lt', _neq: 'neq' };
const ORDERED_KINDS = new Set(['integer', 'decimal', 'number', 'date', 'datetime', 'time', 'string']);

function parseJson(raw: string | undefined, name: string): unknown {
  if (raw === undefined || raw === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    throw AppError.badRequest('common.error.badquery', [{ path: `/${name}`, error: 'common.error.badquery' }]);
  }
}

function parseSort(entity: EntityMeta, raw: unknown): ListQuery['sort'] {
  if (raw === undefined) return { field: entity.fields.get(entity.list.sort.field)!, order: entity.list.sort.order };
  if (!Array.isArray(raw) || typeof raw[0] !== 'string')
    throw AppError.badRequest('common.error.badquery', [{ path: '/sort', error: 'common.error.badquery' }]);
  const field = entity.fields.get(raw[0]);
  if (!field || field.internal || field.kind === 'json') {
    throw AppError.badRequest('common.error.unknownsort', [
      { path: '/sort/0', error: 'common.error.unknownsort', params: { field: raw[0] } },
    ]);
  }
  const order = String(raw[1] ?? 'ASC').toUpperCase();
  if (order !== 'ASC' && order !== 'DESC')
    throw AppError.badRequest('common.error.badquery', [{ path: '/sort/1', error: 'common.error.badquery' }]);
  return { field, order };
}

function parseRange(raw: unknown, defaultSize: number): { offset: number; limit: number } {
  if (raw === undefined) return { offset: 0, limit: defaultSize };
  const ok =
    Array.isArray(raw) && raw.length === 2 && raw.every((n) => Number.isSafeInteger(n) && n >= 0) && raw[1] >= raw[0];
  if (!ok) throw AppError.badRequest('common.error.badrange', [{ path: '/range', error: 'common.error.badrange' }]);
  const [start, end] = raw as [number, number];
  return { offset: start, limit: Math.min(end - start + 1, MAX_PAGE_SIZE) };
}

/** Splits a filter key into field and operator: price_gte → (price, gte); a plain field name → equality. */
function resolveKey(entity: EntityMeta, key: string): { field: FieldMeta; op?: FilterOp } | undefined {
  const direct = entity.fields.get(key);
  if (direct) return { field: direct };
  const suffix = Object.keys(RANGE_OPS).find((s) => key.endsWith(s));
  if (!suffix) return undefined;
  const field = entity.fields.get(key.slice(0, -suffix.length));
  return field ? { field, op: RANGE_OPS[suffix] } : undefined;
}

function parseFilters(
  entity: EntityMeta,
  validators: EntityValidators,
  raw: unknown,
): Pick<ListQuery, 'filters' | 'search'> {
  if (raw === undefined || raw === null) return { filters: [] };
  if (typeof raw !== 'object' || Array.isArray(raw))
    throw AppError.badRequest('common.error.badquery', [{ path: '/filter', error: 'common.error.badquery' }]);
  const filters: FieldFilter[] = [];
  const details: ErrorDetail[] = [];
  let search: string | undefined;
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    const path = `/filter/${key}`;
    if (key === 'q') {
      if (typeof value !== 'string' || hasNul(value))
        details.push({ path, error: 'common.error.badfiltervalue', params: { field: key } });
      else if (value.trim()) search = value.trim();
      continue;
    }
    const resolved = resolveKey(entity, key);
    if (!resolved || resolved.field.internal || resolved.field.kind === 'json') {
      details.push({ path, error: 'common.error.unknownfilter', params: { field: key } });
      continue;
    }
    const { field } = resolved;
    const check = validators.filterValue.get(field.name)!;
    const valid = (v: unknown): boolean => check(v) === true && !hasNul(v);
    if (resolved.op) {
      if (value === null && resolved.op === 'neq') filters.push({ field, op: 'notnull' });
      else if (resolved.op !== 'neq' && !ORDERED_KINDS.has(field.kind))
        details.push({ path, error: 'common.error.unknownfilter', params: { field: key } });
      else if (!valid(value)) details.push({ path, error: 'common.error.badfiltervalue', params: { field: key } });
      else filters.push({ field, op: resolved.op, value: coerce(field, value) });
    } else if (value === null) {
      filters.push({ field, op: 'null' });
    } else if (Array.isArray(value)) {
      if (!value.every(valid)) details.push({ path, error: 'common.error.badfiltervalue', params: { field: key } });
      else filters.push({ field, op: 'in', value: value.map((v) => coerce(field, v)) });
    } else if (!valid(value)) {
      details.push({ path, error: 'common.error.badfiltervalue', params: { field: key } });
    } else if (field.relation?.nullZero && Number(value) === 0) {
      // Such a relation is stored as null and shown as 0 (no parent): filtering by 0 means "has none".
      filters.push({ field, op: 'null' });
    } else {
      filters.push({ field, op: 'eq', value: coerce(field, value) });
    }
  }
  if (details.length) throw AppError.badRequest(details[0].error, details);
  return { filters, search };
}

/** Filter values arrive as JSON; a form may send "10" for an integer or "true" for a boolean. */
function coerce(field: FieldMeta, value: unknown): unknown {
  if (field.kind === 'integer' || field.kind === 'number') return Number(value);
  if (field.kind === 'boolean') return value === true || value === 'true' || value === 1;
  if (field.kind === 'decimal') return String(value);
  return value;
}

/**
 * Parses the ra-data-simple-rest query (sort, range, filter as JSON text) against an entity's declared fields.
 * Anything unknown or malformed is a 400 naming the bad part; the page size is capped at MAX_PAGE_SIZE.
 *
 * @example parseListQuery(products, v, { sort: '["price","ASC"]', range: '[0,24]', filter: '{"price_gte":"10"}' })
 */
export function parseListQuery(
  entity: EntityMeta,
  validators: EntityValidators,
  query: { sort?: string; range?: string; filter?: string },
): ListQuery {
  const sort = parseSort(entity, parseJson(query.sort, 'sort'));
  const rawFilter = parseJson(query.filter, 'filter');
  // getMany sends only filter={"id":[…]} and expects every record, so no range means "up to the cap" for id lists.
  const idList = rawFilter && typeof rawFilter === 'object' && Array.isArray((rawFilter as { id?: unknown }).id);
  const range = parseRange(parseJson(query.range, 'range'), idList ? MAX_PAGE_SIZE : entity.list.perPage);
  return { sort, ...range, ...parseFilters(entity, validators, rawFilter) };
}
