/** The shape of an entity file as written in entity-schemas/<domain>/<Entity>.json (see meta/entity.schema.json). */

export type JsonType = 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array' | 'null';
export type AccessType =
  'grant' | 'delete' | 'save' | 'create' | 'update' | 'list' | 'print' | 'view' | 'viewown' | 'editown';

export interface RelationSpec {
  entity: string;
  title?: string;
  onDelete?: 'restrict' | 'cascade' | 'set null';
  nullZero?: boolean;
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
  'x-generated'?: 'uuid';
  [keyword: string]: unknown;
}

export interface UniqueSpec {
  fields: string[];
  error: string;
}

export interface AccessSpec {
  roles: string[];
  grants?: Record<string, AccessType[]>;
  own?: string;
}

export interface RulesSpec {
  locks?: { when: Record<string, unknown>; except?: string[]; error: string }[];
  actions?: Record<string, Record<string, unknown>>;
}

export interface EntityFile {
  name: string;
  resource: string;
  table?: string;
  group: string;
  label?: string;
  description?: string;
  access: AccessSpec;
  route?: { menu?: boolean; paths?: string[]; roles?: string[]; icon?: string };
  type: 'object';
  properties: Record<string, FieldSpec>;
  required?: string[];
  'x-unique'?: UniqueSpec[];
  'x-indexes'?: string[][];
  'x-list'?: {
    columns?: string[];
    search?: string[];
    sort?: { field: string; order: 'ASC' | 'DESC' };
    perPage?: number;
  };
  'x-rules'?: RulesSpec;
}
