import type {
  AccessSpec,
  ChildSpec,
  ComputedColumn,
  CurrencySpec,
  KpiSpec,
  SectionSpec,
  EntityFile,
  FieldSpec,
  IndexSpec,
  RelationSpec,
  RulesSpec,
  UniqueSpec,
} from './entity-file.js';
import type { Language } from '../common/i18n.js';

/** How a field is stored and how its JSON value is handled. */
export type FieldKind =
  'string' | 'integer' | 'decimal' | 'number' | 'boolean' | 'date' | 'datetime' | 'time' | 'uuid' | 'json';

export interface FieldMeta {
  name: string;
  column: string;
  kind: FieldKind;
  dbType: string;
  length?: number;
  nullable: boolean;
  default?: unknown;
  readOnly: boolean;
  internal: boolean;
  system: boolean;
  relation?: RelationSpec & { property: string };
  spec: FieldSpec;
  /**
   * A localized field (x-localized): its own column holds the default language's text, and each other language's
   * text is in a companion field named here (internal, column `<column>_<lang>`).
   */
  translations?: Readonly<Partial<Record<Language, string>>>;
  /** A companion of a localized field: which field, in which language. */
  translationOf?: { field: string; lang: Language };
}

/** An entity as the registry holds it: the file with every default filled in and its fields resolved. */
export interface EntityMeta {
  name: string;
  resource: string;
  table: string;
  group: string;
  label: string;
  file: string;
  access: AccessSpec;
  route: NonNullable<EntityFile['route']>;
  /** Every field, system fields (id, version, createdAt, updatedAt) included. */
  fields: ReadonlyMap<string, FieldMeta>;
  required: readonly string[];
  unique: readonly UniqueSpec[];
  indexes: readonly Required<IndexSpec>[];
  /** Whether its records' text can keep an uploaded file in use (x-file-references; logs and journals cannot). */
  fileReferences: boolean;
  /** Whether the public storefront pages may show its records (x-public-pages): a write drops the cached pages. */
  publicPages: boolean;
  list: {
    columns: string[];
    search: string[];
    sort: { field: string; order: 'ASC' | 'DESC' };
    perPage: number;
    computed: ComputedColumn[];
    summary: string[];
    inline: string[];
    filters: string[];
  };
  rules: RulesSpec;
  /** The record's name where others point at it: a template of {field} placeholders. */
  title: string;
  /** The fields the title template reads. */
  titleFields: string[];
  children: ChildSpec[];
  /** The form's sections; every form field is in exactly one (those no file section names in a last one). */
  layout: SectionSpec[];
  currency?: Required<CurrencySpec>;
  kpis: KpiSpec[];
  /** Who sees the entity's screens and menu entries (route.roles; default administrators). */
  routeRoles: string[];
  source: EntityFile;
}

/** Fields exposed by the API (everything but internal ones). */
export function publicFields(entity: EntityMeta): FieldMeta[] {
  return [...entity.fields.values()].filter((f) => !f.internal);
}
