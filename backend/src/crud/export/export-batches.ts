import type { DataSource, SelectQueryBuilder } from 'typeorm';
import type { AccessDecision } from '../../auth/access-policy.js';
import type { Actor } from '../../auth/actor.js';
import type { EntityMeta } from '../../schema/entity-meta.js';
import type { ListQuery } from '../list-query.js';
import { applyListQuery, whereReadable } from '../list-sql.js';
import { toJson, type Row } from '../pipeline/serialize.js';
import { joinTitles, readTitles, type TitleJoin } from '../title-joins.js';

/** Rows read per query of an export. */
export const EXPORT_BATCH = 500;

const SORT_KEY = 'export_sort_key';

interface Position {
  /** The last row's sort value as PostgreSQL writes it (exact: no rounding of timestamps or decimals on the way). */
  key: string | null;
  id: number;
}

/**
 * Limits a query to the rows after a position in the list's order: the sort column, then id in the same direction,
 * with PostgreSQL's null placement (last ascending, first descending), which is the order applyListQuery asks for.
 */
function after(qb: SelectQueryBuilder<object>, sort: ListQuery['sort'], at: Position): void {
  const s = `"e"."${sort.field.column}"`;
  const asc = sort.order === 'ASC';
  const next = asc ? '>' : '<';
  const params = { afterKey: at.key, afterId: at.id };
  if (sort.field.name === 'id') {
    qb.andWhere(`"e"."id" ${next} :afterId`, params);
    return;
  }
  const key = `CAST(:afterKey AS ${sort.field.dbType})`;
  const tie = `(${s} = ${key} AND "e"."id" ${next} :afterId)`;
  if (at.key === null)
    qb.andWhere(
      asc ? `(${s} IS NULL AND "e"."id" > :afterId)` : `((${s} IS NULL AND "e"."id" < :afterId) OR ${s} IS NOT NULL)`,
      params,
    );
  else qb.andWhere(asc ? `(${s} > ${key} OR ${tie} OR ${s} IS NULL)` : `(${s} < ${key} OR ${tie})`, params);
}

/**
 * Every row a list query matches, in its order, a batch at a time, as the API shows rows. Each batch is one short
 * query that starts after the last row of the one before (keyset paging), so an export of any size holds neither a
 * connection between batches (the embedded database has only one) nor more than a batch in memory, and costs no more
 * per batch at the end of a large table than at its start.
 *
 * @example for await (const rows of exportBatches(ds, meta, actor, access, parsed)) write(rows)
 */
export async function* exportBatches(
  dataSource: DataSource,
  meta: EntityMeta,
  actor: Actor,
  access: AccessDecision,
  query: ListQuery,
  titles: TitleJoin[] = [],
  size = EXPORT_BATCH,
): AsyncGenerator<Row[]> {
  let position: Position | undefined;
  for (;;) {
    const qb = dataSource.createQueryBuilder(meta.name, 'e');
    whereReadable(qb, meta, actor, access);
    applyListQuery(qb, meta, { ...query, offset: 0, limit: size });
    if (position) after(qb, query.sort, position);
    qb.addSelect(`"e"."${query.sort.field.column}"::text`, SORT_KEY);
    // Relation columns are written as their records' titles, joined in the same statement as the list's pages are.
    joinTitles(qb, titles, actor);
    const { raw, entities } = await qb.getRawAndEntities<Record<string, unknown>>();
    if (entities.length === 0) return;
    const rawById = new Map(raw.map((r) => [String(r.e_id), r]));
    yield entities.map((row) => {
      const json = toJson(meta, row as Row);
      return titles.length ? { ...json, _titles: readTitles(dataSource, titles, rawById.get(String(json.id))) } : json;
    });
    if (entities.length < size) return;
    const last = raw[raw.length - 1];
    position = { key: (last[SORT_KEY] as string | null) ?? null, id: Number(last.e_id) };
  }
}
