import type { ErrorObject, ValidateFunction } from 'ajv';
import type { Ajv2020 } from 'ajv/dist/2020.js';
import type { ErrorDetail } from '../common/app-error.js';
import { createAjv } from './ajv-instance.js';
import type { EntityMeta, FieldMeta } from './entity-meta.js';

/** The key of each failing JSON Schema keyword (x-minimum reports as minimum); x-errors may override per field. */
export const KEYWORD_KEYS: Record<string, string> = {
  required: 'common.error.required',
  type: 'common.error.type',
  minLength: 'common.error.minlength',
  maxLength: 'common.error.maxlength',
  pattern: 'common.error.pattern',
  format: 'common.error.format',
  enum: 'common.error.enum',
  const: 'common.error.enum',
  minimum: 'common.error.minimum',
  maximum: 'common.error.maximum',
  exclusiveMinimum: 'common.error.exclusiveminimum',
  exclusiveMaximum: 'common.error.exclusivemaximum',
  'x-minimum': 'common.error.minimum',
  'x-maximum': 'common.error.maximum',
  'x-exclusiveMinimum': 'common.error.exclusiveminimum',
  'x-exclusiveMaximum': 'common.error.exclusivemaximum',
  'x-phone': 'common.error.phone',
  'x-plain-text': 'common.error.bidicontrol',
  minItems: 'common.error.minitems',
  maxItems: 'common.error.maxitems',
  uniqueItems: 'common.error.uniqueitems',
  additionalProperties: 'common.error.unknownfield',
};

export interface EntityValidators {
  /** A new record: required fields enforced. */
  create: ValidateFunction;
  /** A partial change: only the fields sent are checked. */
  update: ValidateFunction;
  /** One value of a field, as a filter compares it (types coerced: "10" matches an integer). */
  filterValue: ReadonlyMap<string, ValidateFunction>;
}

/** The JSON Schema of one field as a request may send it: null allowed where the column is nullable. */
export function fieldJsonSchema(field: FieldMeta): Record<string, unknown> {
  const { readOnly: _r, writeOnly: _w, default: _d, ...schema } = field.spec;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (field.nullable && !types.includes('null')) {
    schema.type = [...types, 'null'];
    if (schema.enum) schema.enum = [...schema.enum, null];
  }
  // The column holds a 32-bit integer: a larger number is a 400 here, not a database error later.
  if (field.dbType === 'integer') {
    schema.minimum ??= -2147483648;
    schema.maximum ??= 2147483647;
  }
  return schema;
}

/**
 * What a record's write checks of a field: its JSON Schema, and for plain text (a string without a format: names,
 * titles, descriptions) that it holds no bidirectional embedding, override or isolate control, which would reorder
 * what other people are shown (U+202E turns "exe.txt" around).
 */
function writtenSchema(field: FieldMeta): Record<string, unknown> {
  const schema = fieldJsonSchema(field);
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.includes('string') && !schema.format ? { ...schema, 'x-plain-text': true } : schema;
}

function recordSchema(entity: EntityMeta, withRequired: boolean): Record<string, unknown> {
  // A localized field's other languages are written beside it (see prepareCreate), checked as the field is.
  const writable = [...entity.fields.values()].filter((f) => !f.system && (!f.internal || f.translationOf));
  return {
    type: 'object',
    properties: Object.fromEntries(writable.map((f) => [f.name, writtenSchema(f)])),
    required: withRequired ? entity.required.filter((r) => !entity.fields.get(r)!.readOnly) : [],
    additionalProperties: false,
  };
}

// One pair of Ajv instances for every entity, and each distinct filter schema compiled once: a filter schema is only
// a type and a format, so a few dozen functions serve every field of every entity.
let shared: { ajv: Ajv2020; coercing: Ajv2020; filters: Map<string, ValidateFunction> } | undefined;
const compilers = () =>
  (shared ??= { ajv: createAjv(), coercing: createAjv({ coerceTypes: true }), filters: new Map() });

function filterValidator(schema: Record<string, unknown>): ValidateFunction {
  const { coercing, filters } = compilers();
  const key = JSON.stringify(schema);
  let fn = filters.get(key);
  if (!fn) filters.set(key, (fn = coercing.compile(JSON.parse(key) as object)));
  return fn;
}

/** Compiles a record schema without keeping it in the shared instance's cache (each registry load makes new ones). */
function recordValidator(schema: Record<string, unknown>): ValidateFunction {
  const { ajv } = compilers();
  const fn = ajv.compile(schema);
  ajv.removeSchema(schema);
  return fn;
}

export function compileValidators(entity: EntityMeta): EntityValidators {
  const filterValue = new Map<string, ValidateFunction>();
  for (const f of entity.fields.values()) {
    if (f.internal) continue;
    const { type } = f.spec;
    const base = Array.isArray(type) ? type.find((t) => t !== 'null') : type;
    // A filter compares values; length, pattern and bounds describe what may be stored, not what may be looked for.
    const schema: Record<string, unknown> = { type: base };
    // ...but a number the column's type cannot hold can match nothing, and PostgreSQL refuses to compare it.
    if (f.dbType === 'integer') Object.assign(schema, { minimum: -2147483648, maximum: 2147483647 });
    if (f.spec.format && base === 'string')
      schema.format =
        f.spec.format === 'html' || f.spec.format === 'json' || f.spec.format === 'location'
          ? undefined
          : f.spec.format;
    filterValue.set(f.name, filterValidator(schema));
  }
  // The record validators are compiled when first used: a start compiles only those of the entities written to (a
  // few milliseconds each, about half a second for all of them). validators.spec.ts compiles every one.
  let create: ValidateFunction | undefined;
  let update: ValidateFunction | undefined;
  return {
    get create() {
      return (create ??= recordValidator(recordSchema(entity, true)));
    },
    get update() {
      return (update ??= recordValidator(recordSchema(entity, false)));
    },
    filterValue,
  };
}

/** ajv errors → one detail per failing field, each with its translation key (x-errors override common.error.*). */
export function toDetails(entity: EntityMeta, errors: ErrorObject[] | null | undefined): ErrorDetail[] {
  const details: ErrorDetail[] = [];
  const seen = new Set<string>();
  for (const e of errors ?? []) {
    let path = e.instancePath;
    if (e.keyword === 'required') path = `${path}/${String(e.params.missingProperty)}`;
    if (e.keyword === 'additionalProperties') path = `${path}/${String(e.params.additionalProperty)}`;
    let field = path.split('/')[1] ?? '';
    // A language of a localized field answers at /name/fa, as it was sent.
    const of = entity.fields.get(field)?.translationOf;
    if (of) {
      path = path.replace(`/${field}`, `/${of.field}/${of.lang}`);
      field = of.field;
    }
    const override = entity.fields.get(field)?.spec['x-errors']?.[e.keyword];
    const key = override ?? KEYWORD_KEYS[e.keyword] ?? 'common.error.invalidvalue';
    if (seen.has(`${path}|${key}`)) continue;
    seen.add(`${path}|${key}`);
    const params: Record<string, unknown> = { field, ...e.params };
    if (e.keyword.startsWith('x-') && typeof e.schema === 'string') params.limit = e.schema;
    details.push({ path, error: key, params });
  }
  // A field that is both of the wrong type and fails a later keyword reports only the type.
  return details.filter(
    (d) =>
      d.error === 'common.error.type' || !details.some((o) => o.path === d.path && o.error === 'common.error.type'),
  );
}
