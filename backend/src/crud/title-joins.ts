import type { DataSource } from 'typeorm';
import type { AccessDecision } from '../auth/access-policy.js';
import type { Actor } from '../auth/actor.js';
import { AppError } from '../common/app-error.js';
import type { Language } from '../common/i18n.js';
import type { EntityMeta, FieldMeta } from '../schema/entity-meta.js';
import { localizedSql } from '../schema/localized-text.js';
import type { Registry } from '../schema/registry.js';
import { formatTitle, titleFields } from '../schema/title-template.js';
import { readableCondition } from './list-sql.js';
import type { ListSelect } from './list-statement.js';
import { jsonValue } from './pipeline/serialize.js';

/** The titles one answer carries, by relation field: null where there is no record or the caller may not read it. */
export type Titles = Record<string, string | null>;

/** One relation field whose title an answer carries, read by a LEFT JOIN of its target in the same statement. */
export interface TitleJoin {
  field: FieldMeta;
  target: EntityMeta;
  template: string;
  /** The target's fields the template reads (its id always among them). */
  columns: FieldMeta[];
  /** How the caller may list the target; undefined when not at all (no join, and the title is null). */
  access?: Pick<AccessDecision, 'ownOnly' | 'publishedOnly'>;
  /** The language of the target's localized fields (the default language's text where it has none). */
  lang?: Language;
}

const MAX_TITLES = 20;

const refuse = (field: string, path: string): AppError =>
  AppError.badRequest('common.error.unknowntitle', [{ path, error: 'common.error.unknowntitle', params: { field } }]);

/**
 * Reads the titles parameter, a JSON array of this entity's relation fields (titles=["customerId","storeId"]).
 * Anything else (not an array, a field that is no relation, an internal one) is a 400 naming it.
 */
export function parseTitles(entity: EntityMeta, raw: string | undefined): FieldMeta[] {
  if (raw === undefined || raw === '') return [];
  let names: unknown;
  try {
    names = JSON.parse(raw);
  } catch {
    throw AppError.badRequest('common.error.badquery', [{ path: '/titles', error: 'common.error.badquery' }]);
  }
  if (!Array.isArray(names) || names.length > MAX_TITLES)
    throw AppError.badRequest('common.error.badquery', [{ path: '/titles', error: 'common.error.badquery' }]);
  const fields = names.map((name, i) => {
    const field = typeof name === 'string' ? entity.fields.get(name) : undefined;
    if (!field?.relation || field.internal) throw refuse(String(name), `/titles/${i}`);
    return field;
  });
  return [...new Set(fields)];
}

/** The joins for these relation fields, each with what the caller may read of its target. */
export function planTitles(
  registry: Registry,
  fields: FieldMeta[],
  accessOf: (target: EntityMeta) => Pick<AccessDecision, 'allowed' | 'ownOnly' | 'publishedOnly'>,
  lang?: Language,
): TitleJoin[] {
  return fields.map((field) => {
    const target = registry.byName(field.relation!.entity)!.meta;
    const template = registry.relationTitle(field);
    const names = new Set(['id', ...titleFields(template)]);
    const decision = accessOf(target);
    return {
      field,
      target,
      template,
      columns: [...names].map((n) => target.fields.get(n)!),
      access: decision.allowed ? decision : undefined,
      lang,
    };
  });
}

const columnAlias = (i: number, j: number) => `title${i}_${j}`;

/**
 * Adds the joins to a query over alias "e": each target the caller may list is LEFT JOINed on the relation's
 * column, with the caller's read restriction on the target (their own records, or the published ones) in the join's
 * condition, and its title fields selected. A target they may not list is not joined at all.
 */
export function joinTitles(qb: ListSelect, joins: TitleJoin[], actor: Actor): void {
  joins.forEach((join, i) => {
    if (!join.access) return;
    const alias = `title${i}`;
    const readable = readableCondition(join.target, actor, join.access, alias, `titleOwner${i}`);
    const on = `"${alias}"."id" = "e"."${join.field.column}"${readable ? ` AND ${readable.sql}` : ''}`;
    qb.leftJoin(join.target.name, alias, on, readable?.params);
    join.columns.forEach((c, j) =>
      qb.addSelect(
        c.translations && join.lang ? localizedSql(c.column, join.lang, { alias }) : `"${alias}"."${c.column}"`,
        columnAlias(i, j),
      ),
    );
  });
}

/** The titles of one row of a query joinTitles extended, as formatTitle writes them. */
export function readTitles(ds: DataSource, joins: TitleJoin[], raw: Record<string, unknown> | undefined): Titles {
  const titles: Titles = {};
  joins.forEach((join, i) => {
    const id = raw?.[columnAlias(i, 0)];
    if (!join.access || id == null) {
      titles[join.field.name] = null;
      return;
    }
    const metadata = ds.getMetadata(join.target.name);
    const values: Record<string, unknown> = {};
    join.columns.forEach((c, j) => {
      const column = metadata.findColumnWithPropertyName(c.name);
      const value = raw![columnAlias(i, j)];
      values[c.name] = jsonValue(c, column ? ds.driver.prepareHydratedValue(value, column) : value);
    });
    titles[join.field.name] = formatTitle(join.template, values);
  });
  return titles;
}
