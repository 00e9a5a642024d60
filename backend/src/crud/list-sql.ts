import type { AccessDecision } from '../auth/access-policy.js';
import type { Actor } from '../auth/actor.js';
import type { EntityMeta, FieldMeta } from '../schema/entity-meta.js';
import { foldText, likePattern } from '../common/text-fold.js';
import { localizedSql } from '../schema/localized-text.js';
import { searchedText } from '../schema/text-index.js';
import type { FieldFilter, ListQuery } from './list-query.js';
import type { ListSelect } from './list-statement.js';

const SQL_OPS = { eq: '=', neq: '<>', gte: '>=', lte: '<=', gt: '>', lt: '<' } as const;

const col = (column: string) => `"e"."${column}"`;

/**
 * A field's value as a list compares and sorts it: a localized field's text in the list's language, the default
 * language's where that language has none (as the answer shows it).
 */
function valueOf(field: FieldMeta, q: Pick<ListQuery, 'lang' | 'fallback'>): string {
  return field.translations && q.lang
    ? localizedSql(field.column, q.lang, { alias: 'e', fallback: q.fallback })
    : col(field.column);
}

function applyFilter(qb: ListSelect, f: FieldFilter, i: number, q: ListQuery): void {
  const c = valueOf(f.field, q);
  const p = `f${i}`;
  switch (f.op) {
    case 'null':
      qb.andWhere(`${c} IS NULL`);
      return;
    case 'notnull':
      qb.andWhere(`${c} IS NOT NULL`);
      return;
    case 'in':
      if ((f.value as unknown[]).length === 0) qb.andWhere('FALSE');
      else qb.andWhere(`${c} IN (:...${p})`, { [p]: f.value });
      return;
    default:
      qb.andWhere(`${c} ${SQL_OPS[f.op]} :${p}`, { [p]: f.value });
  }
}

/** A field and, for a localized one, its other languages' companions. */
export const inEveryLanguage = (entity: EntityMeta, field: FieldMeta): FieldMeta[] => [
  field,
  ...Object.values(field.translations ?? {}).map((c) => entity.fields.get(c)!),
];

/**
 * The columns the q search looks in: the entity's search fields (x-list.search), a localized one in every language
 * (a shopper may type the English name on the Persian shop). The header search looks in the same ones.
 */
export const searchColumns = (entity: EntityMeta): FieldMeta[] =>
  entity.list.search.flatMap((name) => inEveryLanguage(entity, entity.fields.get(name)!));

/** At most this many words of a search count; the rest add little and each costs an index scan. */
const MAX_WORDS = 8;

/** The words of a search text (runs of anything but white space), duplicates dropped. */
export const searchWords = (text: string): string[] =>
  [...new Set(text.split(/\s+/).filter(Boolean))].slice(0, MAX_WORDS);

/**
 * Adds a ListQuery to a query over alias "e" (TypeORM's builder, or a ListStatement): filters, the q search, order
 * (id breaks ties) and page.
 */
export function applyListQuery<Q extends ListSelect>(
  qb: Q,
  entity: EntityMeta,
  q: ListQuery,
  options: { countOnly?: boolean } = {},
): Q {
  q.filters.forEach((f, i) => applyFilter(qb, f, i, q));
  if (q.search) {
    const columns = searchColumns(entity);
    if (columns.length === 0) qb.andWhere('FALSE');
    // Each word is looked for in any search column, so "sara rahimi" finds the customer whose first name is Sara and
    // last name Rahimi; both sides folded as the storefront search folds them (Persian and Arabic letters and digits,
    // Turkish İ and ı, case). A trigram index on the folded columns (x-indexes, method trgm) serves each LIKE.
    else
      searchWords(foldText(q.search)).forEach((word, i) =>
        qb.andWhere(`(${columns.map((f) => `${searchedText(f.column, 'e')} LIKE :q${i}`).join(' OR ')})`, {
          [`q${i}`]: likePattern(word),
        }),
      );
  }
  if (options.countOnly) return qb;
  // PostgreSQL's own null placement (last ascending, first descending) is what its b-tree indexes hold, so the
  // sort column's index serves the page; spelling out another placement would force a full sort.
  qb.orderBy(valueOf(q.sort.field, q), q.sort.order);
  if (q.sort.field.name !== 'id') qb.addOrderBy(col('id'), q.sort.order);
  qb.offset(q.offset);
  qb.limit(q.limit);
  return qb;
}

/**
 * The condition on alias's rows that keeps what the access decision lets the caller read: their own records
 * (viewown / editown), or the published ones and their own (access.published); undefined when every row is readable.
 * `param` names the owner's parameter, so that several aliases' conditions can share one query.
 */
export function readableCondition(
  entity: EntityMeta,
  actor: Actor,
  access: Pick<AccessDecision, 'ownOnly' | 'publishedOnly'>,
  alias = 'e',
  param = 'owner',
): { sql: string; params: Record<string, unknown> } | undefined {
  const at = (column: string) => `"${alias}"."${column}"`;
  const owner = entity.access.own && actor.id !== null ? entity.fields.get(entity.access.own)! : undefined;
  if (access.ownOnly) return { sql: `${at(owner!.column)} = :${param}`, params: { [param]: actor.id } };
  if (!access.publishedOnly) return undefined;
  const published = at(entity.fields.get(entity.access.published!)!.column);
  return owner
    ? { sql: `(${published} = TRUE OR ${at(owner.column)} = :${param})`, params: { [param]: actor.id } }
    : { sql: `${published} = TRUE`, params: {} };
}

/**
 * Limits a query over alias "e" to what the access decision lets the caller read (see readableCondition).
 */
export function whereReadable(
  qb: ListSelect,
  entity: EntityMeta,
  actor: Actor,
  access: Pick<AccessDecision, 'ownOnly' | 'publishedOnly'>,
): void {
  const condition = readableCondition(entity, actor, access);
  if (condition) qb.andWhere(condition.sql, condition.params);
}

/** whereReadable's test on a row already in memory (keyed by field): may this caller read it? */
export function isReadable(
  entity: EntityMeta,
  actor: Actor,
  access: Pick<AccessDecision, 'ownOnly' | 'publishedOnly'>,
  row: Record<string, unknown>,
): boolean {
  const own = Boolean(entity.access.own) && actor.id !== null && row[entity.access.own!] === actor.id;
  if (access.ownOnly) return own;
  if (access.publishedOnly) return row[entity.access.published!] === true || own;
  return true;
}
