/** The shape of an entity file as written in entity-schemas/<domain>/<Entity>.json (see meta/entity.schema.json). */

import type { UploadDirectory } from '@saray/contracts/files';
import type { PhoneSpec } from './phone-number.js';

export type JsonType = 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array' | 'null';
export type AccessType =
  'grant' | 'delete' | 'save' | 'create' | 'update' | 'list' | 'print' | 'view' | 'viewown' | 'editown';

export interface RelationSpec {
  entity: string;
  title?: string;
  onDelete?: 'restrict' | 'cascade' | 'set null';
  nullZero?: boolean;
  /** A field of this entity whose value narrows the choices: the related records with the same value there. */
  dependsOn?: string;
}

/** One test on another field of the same form; spec 3 §5's operators ('includes': the value is in a list). */
export interface ShowIfCondition {
  field: string;
  op: '==' | '!=' | '>=' | '<=' | '>' | '<' | 'includes';
  value: unknown;
}

export interface FieldSpec {
  type: JsonType | JsonType[];
  format?: string;
  default?: unknown;
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  readOnly?: boolean;
  writeOnly?: boolean;
  'x-internal'?: boolean;
  'x-relation'?: RelationSpec;
  'x-money'?: boolean;
  'x-minimum'?: string;
  'x-maximum'?: string;
  'x-exclusiveMinimum'?: string;
  'x-exclusiveMaximum'?: string;
  'x-scale'?: number;
  'x-labels'?: string;
  'x-errors'?: Record<string, string>;
  'x-column'?: { name?: string; type?: string; index?: boolean };
  'x-widget'?: string;
  'x-upload'?: { directory: UploadDirectory; count?: number };
  'x-generated'?: 'uuid';
  /** The picture field whose focal point this field holds ('x y' in percent). */
  'x-focal-point'?: string;
  /** Written per language (see FieldMeta.translations). */
  'x-localized'?: boolean;
  'x-showif'?: ShowIfCondition[];
  'x-editmode'?: 'create';
  'x-mask'?: string;
  /** A phone number, stored in its international form (see phone-number.ts). */
  'x-phone'?: boolean | PhoneSpec;
  'x-multiselect'?: { entity: string; title?: string };
  /** Translation key of help text under the field. */
  'x-help'?: string;
  'x-format'?: 'bytes' | 'percent' | 'message';
  [keyword: string]: unknown;
}

export interface UniqueSpec {
  fields: string[];
  error: string;
  /** Only records meeting this (field: value) hold the rule, e.g. { "isSystemic": true }: one systematic archive. */
  where?: Record<string, boolean | number>;
}

/**
 * An extra index: a B-tree over the fields, a GIN trigram index (pg_trgm) that serves ILIKE '%text%' on them, or a GIN
 * full-text index over one document of their folded text that serves word and word-start searches (the storefront
 * search's first try).
 */
export interface IndexSpec {
  fields: string[];
  method?: 'btree' | 'trgm' | 'fts';
  /** A full-text index split into this many partial indexes by id (see textIndexes). */
  slices?: number;
}

export interface AccessSpec {
  roles: string[];
  grants?: Record<string, AccessType[]>;
  own?: string;
  /** A boolean field: callers outside roles read only the records where it is true (and their own). */
  published?: string;
}

/** Another entity's records that point at this one: `entity.field = this.id`, narrowed by `where`. */
export interface ReferenceSpec {
  entity: string;
  field: string;
  where?: Record<string, unknown>;
}

export interface RulesSpec {
  /** While `when` holds, the record cannot change (but for the `except` fields) nor be deleted. */
  locks?: { when: Record<string, unknown>; except?: string[]; error: string }[];
  /** Named actions: the only way state fields change. */
  actions?: Record<string, Record<string, unknown>>;
  /** Record-level validation: the record as it will be must not meet `forbid` (a 400 on `field`). */
  checks?: { forbid: Record<string, unknown>; error: string; field?: string }[];
  /** The record is part of a parent (an order's line, a document's line): a locked parent refuses its writes. */
  parent?: { field: string };
  /** Fields (all when omitted) that cannot change while other records refer to this one. */
  fixed?: { fields?: string[]; while: ReferenceSpec; error: string }[];
  /** When the record cannot be printed. */
  print?: { forbid: Record<string, unknown>; error: string };
}

export interface EntityFile {
  name: string;
  resource: string;
  table?: string;
  group: string;
  label?: string;
  description?: string;
  access: AccessSpec;
  route?: {
    menu?: boolean;
    paths?: string[];
    roles?: string[];
    icon?: string;
    params?: { list?: string[]; create?: string[]; update?: string[] };
    presets?: Record<string, unknown>[];
    titles?: string[];
  };
  type: 'object';
  properties: Record<string, FieldSpec>;
  required?: string[];
  'x-unique'?: UniqueSpec[];
  'x-indexes'?: (string[] | IndexSpec)[];
  /** false: its records never keep an uploaded file in use (see FileCleanup). */
  'x-file-references'?: boolean;
  /** false: its records never show on the public storefront pages, so writing them keeps the cached pages. */
  'x-public-pages'?: boolean;
  'x-list'?: {
    columns?: string[];
    search?: string[];
    sort?: { field: string; order: 'ASC' | 'DESC' };
    perPage?: number;
    computed?: ComputedColumn[];
    summary?: string[];
    inline?: string[];
    filters?: string[];
  };
  'x-rules'?: RulesSpec;
  /** How a record is named where others point at it: "{firstName} {lastName} ({username})". */
  'x-title'?: string;
  'x-children'?: ChildSpec[];
  'x-layout'?: { sections: SectionSpec[] };
  'x-currency'?: CurrencySpec;
  'x-kpis'?: KpiSpec[];
}

/**
 * A child collection: the records of `entity` whose `field` points at this record. With `where`, a polymorphic link
 * (a payment's entityName and entityId): `field` holds this record's id and the child also has those values.
 */
export interface ChildSpec {
  name: string;
  entity: string;
  field: string;
  where?: Record<string, string | number | boolean>;
  label?: string;
  columns?: string[];
}

/** One section of a form, on a tab (its label key) and in 1 to 3 columns. */
export interface SectionSpec {
  label?: string;
  tab?: string;
  columns?: 1 | 2 | 3;
  fields: string[];
}

/** The relation naming the coin or currency of a record's money fields, and the target's decimals and symbol. */
export interface CurrencySpec {
  field: string;
  decimals?: string;
  symbol?: string;
}

/** A figure of the dashboard's home: a count or a sum over the records meeting `where`, since a moment. */
export interface KpiSpec {
  name: string;
  label: string;
  measure: 'count' | 'sum';
  field?: string;
  where?: Record<string, unknown>;
  date?: string;
  since?: 'today' | 'week' | 'month' | 'all';
  chart?: { by: 'day' | 'week'; points: number };
}

/** A calculated list column: calc tokens ('col|field', 'op|+') over the row's fields and earlier computed columns. */
export interface ComputedColumn {
  name: string;
  calc: string[];
  money?: boolean;
}
