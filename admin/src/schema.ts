import type { Condition } from './form/conditions';
import { api } from './http';

export type Operation = 'list' | 'view' | 'create' | 'update' | 'delete';

export interface FieldSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  readOnly?: boolean;
  writeOnly?: boolean;
  default?: unknown;
  maxLength?: number;
  minLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  /** template: the title template of the records it points at, resolved by the server. */
  'x-relation'?: { entity: string; title?: string; nullZero?: boolean; dependsOn?: string; template?: string };
  'x-labels'?: string;
  'x-money'?: boolean;
  'x-minimum'?: string;
  'x-maximum'?: string;
  'x-exclusiveMinimum'?: string;
  'x-exclusiveMaximum'?: string;
  'x-widget'?: string;
  'x-upload'?: { directory: string; count?: number };
  /** The picture field whose focal point this field holds ('x y' in percent). */
  'x-focal-point'?: string;
  'x-showif'?: Condition[];
  'x-editmode'?: 'create';
  'x-mask'?: string;
  /** A phone number: typed freely, stored by the server in its international form. */
  'x-phone'?: boolean | { kind?: 'any' | 'mobile'; region?: string };
  'x-multiselect'?: { entity: string; title?: string };
  'x-help'?: string;
  'x-format'?: 'bytes' | 'percent' | 'message';
  [key: string]: unknown;
}

/** A child collection shown as a tab of the record's screen: the records of `entity` whose `field` is the record. */
export interface ChildSchema {
  name: string;
  entity: string;
  field: string;
  /** Values the children also have: a polymorphic link names the parent's entity beside its id. */
  where?: Record<string, string | number | boolean>;
  label?: string;
  columns?: string[];
}

/** One section of a form: its title, the tab it is on, its columns on wide screens and its fields. */
export interface SectionSchema {
  label?: string;
  tab?: string;
  columns?: 1 | 2 | 3;
  fields: string[];
}

export interface ActionSchema {
  label?: string;
  irreversible?: boolean;
  seconder?: boolean;
}

/** One entity as GET /api/meta/schemas describes it to the caller (only what the caller may use). */
export interface EntitySchema {
  name: string;
  resource: string;
  group: string;
  label: string;
  route: {
    menu?: boolean;
    paths?: string[];
    icon?: string;
    params?: { list?: string[]; create?: string[]; update?: string[] };
    presets?: Record<string, unknown>[];
    titles?: string[];
    /** Whether the caller holds one of the route's roles: only then its screens and menu entries exist. */
    allowed?: boolean;
  };
  list: {
    columns: string[];
    search: string[];
    sort: { field: string; order: 'ASC' | 'DESC' };
    perPage: number;
    /** Calculated columns (spec 3 calc tokens), the footer's summary tokens, and the columns edited in place. */
    computed: { name: string; calc: string[]; money?: boolean }[];
    summary: string[];
    inline: string[];
    /** Fields the list filters on. */
    filters: string[];
  };
  /** How a record is named where others point at it: "{firstName} {lastName} ({username})". */
  title: string;
  children: ChildSchema[];
  /** The form's sections; every form field is in one. */
  layout: SectionSchema[];
  /** The relation naming the coin or currency of the money fields, and the target's decimals and symbol fields. */
  currency?: { field: string; decimals: string; symbol: string };
  operations: Operation[];
  required: string[];
  rules: {
    actions?: Record<string, ActionSchema>;
    locks?: unknown[];
    /** A part of a parent: its writes follow the parent's locks. */
    parent?: { field: string };
    print?: { error: string };
  };
  fields: Record<string, FieldSchema>;
}

/** The system fields every record has; the platform fills them. */
export const SYSTEM_FIELDS = ['id', 'version', 'createdAt', 'updatedAt', 'createdBy', 'updatedBy'];

export async function loadSchemas(): Promise<EntitySchema[]> {
  return (await api<EntitySchema[]>('/api/meta/schemas')).json;
}

export const fieldLabel = (entity: EntitySchema, field: string) => `resources.${entity.resource}.fields.${field}`;
