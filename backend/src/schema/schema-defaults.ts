import type { EntityFile, FieldSpec, JsonType, SectionSpec } from './entity-file.js';
import type { EntityMeta, FieldKind, FieldMeta } from './entity-meta.js';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../common/i18n.js';
import { DEFAULT_TITLE_FIELDS, titleFields } from './title-template.js';

export const SYSTEM_FIELDS = ['id', 'version', 'createdAt', 'updatedAt', 'createdBy', 'updatedBy'];
export const DEFAULT_PER_PAGE = 25;

export const snakeCase = (s: string): string =>
  s
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/-/g, '_')
    .toLowerCase();

const typesOf = (spec: FieldSpec): JsonType[] => (Array.isArray(spec.type) ? spec.type : [spec.type]);

function kindOf(spec: FieldSpec): FieldKind {
  const type = typesOf(spec).find((t) => t !== 'null')!;
  if (type === 'string') {
    switch (spec.format) {
      case 'decimal':
        return 'decimal';
      case 'date':
        return 'date';
      case 'date-time':
        return 'datetime';
      case 'time':
        return 'time';
      case 'uuid':
        return 'uuid';
      default:
        return 'string';
    }
  }
  if (type === 'object' || type === 'array') return 'json';
  return type as FieldKind;
}

const DB_TYPES: Record<FieldKind, string> = {
  string: 'text',
  integer: 'integer',
  decimal: 'numeric',
  number: 'double precision',
  boolean: 'boolean',
  date: 'date',
  datetime: 'timestamptz',
  time: 'time',
  uuid: 'uuid',
  json: 'jsonb',
};

function fieldMeta(name: string, spec: FieldSpec, required: boolean): FieldMeta {
  const kind = kindOf(spec);
  const explicit = spec['x-column']?.type;
  let dbType = explicit ?? DB_TYPES[kind];
  if (!explicit && kind === 'string' && spec.maxLength) dbType = 'varchar';
  const hasDefault = spec.default !== undefined && spec.default !== null;
  return {
    name,
    column: spec['x-column']?.name ?? snakeCase(name),
    kind,
    dbType,
    length: dbType === 'varchar' ? spec.maxLength : undefined,
    nullable: !required && !hasDefault,
    default: spec.default,
    readOnly: spec.readOnly === true,
    internal: spec['x-internal'] === true,
    system: false,
    relation: spec['x-relation'] ? { ...spec['x-relation'], property: relationProperty(name) } : undefined,
    spec,
  };
}

/**
 * The companions of a localized field, one per language but the default: the same text constraints, null allowed
 * (the default language's text stands in), internal (the API shows them in `_i18n` and the field in the request's
 * language), column `<column>_<lang>`.
 */
function translationFields(base: FieldMeta): FieldMeta[] {
  const { 'x-localized': _l, default: _d, ...spec } = base.spec;
  return LANGUAGES.filter((lang) => lang !== DEFAULT_LANGUAGE).map((lang) => ({
    ...base,
    name: `${base.name}_${lang}`,
    column: `${base.column}_${lang}`,
    nullable: true,
    default: undefined,
    internal: true,
    translations: undefined,
    translationOf: { field: base.name, lang },
    spec: { ...spec, type: ['string', 'null'], 'x-internal': true },
  }));
}

/** customerId → customer: the TypeORM relation beside the foreign-key column. */
export const relationProperty = (field: string): string => `${field.replace(/Id$/, '') || field}Ref`;

function systemFields(): FieldMeta[] {
  const sys = (name: string, kind: FieldKind, dbType: string, column: string, spec: FieldSpec): FieldMeta => ({
    name,
    column,
    kind,
    dbType,
    nullable: false,
    readOnly: true,
    internal: false,
    system: true,
    spec: { ...spec, readOnly: true },
  });
  return [
    sys('id', 'integer', 'integer', 'id', { type: 'integer' }),
    sys('version', 'integer', 'integer', 'version', { type: 'integer' }),
    sys('createdAt', 'datetime', 'timestamptz', 'created_at', { type: 'string', format: 'date-time' }),
    sys('updatedAt', 'datetime', 'timestamptz', 'updated_at', { type: 'string', format: 'date-time' }),
    // Who created and last changed the record (a customer id; null for the platform itself).
    { ...sys('createdBy', 'integer', 'integer', 'created_by', { type: ['integer', 'null'] }), nullable: true },
    { ...sys('updatedBy', 'integer', 'integer', 'updated_by', { type: ['integer', 'null'] }), nullable: true },
  ];
}

/** Fills every default of an entity file (table, label, list, route) and resolves its fields. */
export function withDefaults(file: string, entity: EntityFile): EntityMeta {
  const required = entity.required ?? [];
  const fields = new Map<string, FieldMeta>();
  const [id, ...rest] = systemFields();
  fields.set('id', id);
  for (const [name, spec] of Object.entries(entity.properties)) {
    const field = fieldMeta(name, spec, required.includes(name));
    fields.set(name, field);
    if (spec['x-localized'] !== true) continue;
    const companions = translationFields(field);
    field.translations = Object.fromEntries(companions.map((c) => [c.translationOf!.lang, c.name]));
    for (const c of companions) fields.set(c.name, c);
  }
  for (const f of rest) fields.set(f.name, f);
  const visible = Object.keys(entity.properties).filter((n) => !fields.get(n)!.internal);
  const list = entity['x-list'] ?? {};
  const columns = list.columns ?? ['id', ...visible.slice(0, 5)];
  const title = entity['x-title'] ?? defaultTitle(entity);
  const currency = entity['x-currency'];
  return {
    name: entity.name,
    resource: entity.resource,
    table: entity.table ?? snakeCase(entity.resource),
    group: entity.group,
    label: entity.label ?? `resources.${entity.resource}.name`,
    file,
    access: entity.access,
    route: entity.route ?? {},
    fields,
    required,
    unique: entity['x-unique'] ?? [],
    indexes: (entity['x-indexes'] ?? []).map((idx) => {
      const spec = Array.isArray(idx)
        ? { fields: idx, method: 'btree' as const, slices: 1 }
        : { method: 'btree' as const, slices: 1, ...idx };
      // A trigram or full-text index serves a search, which looks in every language of a localized field.
      if (spec.method === 'btree') return spec;
      return { ...spec, fields: spec.fields.flatMap((f) => [f, ...Object.values(fields.get(f)!.translations ?? {})]) };
    }),
    fileReferences: entity['x-file-references'] ?? true,
    publicPages: entity['x-public-pages'] ?? true,
    list: {
      columns,
      search: list.search ?? visible.filter((n) => fields.get(n)!.kind === 'string').slice(0, 3),
      sort: list.sort ?? { field: 'id', order: 'DESC' },
      perPage: list.perPage ?? DEFAULT_PER_PAGE,
      computed: list.computed ?? [],
      summary: list.summary ?? [],
      inline: list.inline ?? [],
      filters: list.filters ?? columns.filter((n) => filterable(fields.get(n)!)),
    },
    rules: entity['x-rules'] ?? {},
    title,
    titleFields: titleFields(title),
    children: entity['x-children'] ?? [],
    layout: withRemainder(entity['x-layout']?.sections ?? [], visible),
    currency: currency && { decimals: 'decimals', symbol: 'symbol', ...currency },
    kpis: entity['x-kpis'] ?? [],
    routeRoles: entity.route?.roles ?? ['administrators'],
    source: entity,
  };
}

/** The first naming field the entity has, else its id. */
const defaultTitle = (entity: EntityFile): string => {
  const field = DEFAULT_TITLE_FIELDS.find((f) => entity.properties[f]?.type === 'string');
  return field ? `{${field}}` : '#{id}';
};

/** Lists filter by default on their columns that have few values or a range: choices, yes/no, dates and amounts. */
const filterable = (f: FieldMeta): boolean =>
  !f.system &&
  (f.kind === 'boolean' ||
    f.kind === 'date' ||
    f.kind === 'datetime' ||
    f.kind === 'decimal' ||
    Boolean(f.relation) ||
    Array.isArray(f.spec.enum));

/** The file's sections, then one more with the form's fields no section names (so none is lost). */
function withRemainder(sections: SectionSpec[], fields: string[]): SectionSpec[] {
  const placed = new Set(sections.flatMap((s) => s.fields));
  const rest = fields.filter((f) => !placed.has(f));
  return rest.length ? [...sections, { fields: rest }] : sections;
}
