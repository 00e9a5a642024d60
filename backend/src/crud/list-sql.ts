import type { SelectQueryBuilder } from 'typeorm';
import type { AccessDecision } from '../auth/access-policy.js';
import type { Actor } from '../auth/actor.js';
import type { EntityMeta } from '../schema/entity-meta.js';
import type { FieldFilter, ListQuery } from './list-query.js';

const SQL_OPS = { eq: '=', neq: '<>', gte: '>=', lte: '<=', gt: '>', lt: '<' } as const;

const col = (column: string) => `"e"."${column}"`;

function applyFilter(qb: SelectQueryBuilder<object>, f: FieldFilter, i: number): void {
  const c = col(f.field.column);
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

/** At most this many words of a search count; the rest add little and each costs an index scan. */
const MAX_WORDS = 8;

/** The words of a search text (runs of anything but white space), duplicates dropped. */
export const searchWords = (text: string): string[] =>
  [...new Set(text.split(/\s+/).filter(Boolean))].slice(0, MAX_WORDS);

/** Escapes LIKE wildcards so a search for "50%" looks for those characters. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/** Adds a ListQuery to a query builder over alias "e": filters, the q search, order (id breaks ties) and page. */
export function applyListQuery(
  qb: SelectQueryBuilder<object>,
  entity: EntityMeta,
  q: ListQuery,
  options: { countOnly?: boolean } = {},
): SelectQueryBuilder<object> {
  q.filters.forEach((f, i) => applyFilter(qb, f, i));
  if (q.search) {
    const columns = entity.list.search.map((name) => entity.fields.get(name)!);
    if (columns.length === 0) qb.andWhere('FALSE');
    // Each word is looked for in any search column, so "sara rahimi" finds the customer whose first name is Sara and
    // last name Rahimi. A trigram index on the columns (x-indexes, method trgm) serves each ILIKE.
    else
      searchWords(q.search).forEach((word, i) =>
        qb.andWhere(`(${columns.map((f) => `${col(f.column)}::text ILIKE :q${i}`).join(' OR ')})`, {
          [`q${i}`]: likePattern(word),
        }),
      );
  }
  if (options.countOnly) return qb;
  // PostgreSQL's own null placement (last ascending, first descending) is what its b-tree indexes hold, so the
  // sort column's index serves the page; spelling out another placement would force a full sort.
  qb.orderBy(col(q.sort.field.column), q.sort.order);
  if (q.sort.field.name !== 'id') qb.addOrderBy(col('id'), q.sort.order);
  return qb.offset(q.offset).limit(q.limit);
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
  qb: SelectQueryBuilder<object>,
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
