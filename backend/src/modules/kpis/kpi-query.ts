import type { SelectQueryBuilder } from 'typeorm';
import type { KpiSpec } from '../../schema/entity-file.js';
import type { EntityMeta, FieldMeta } from '../../schema/entity-meta.js';

const col = (field: FieldMeta) => `"e"."${field.column}"`;

/** The UTC day of a record's date field: a date as it is, a timestamp read in UTC. */
export const dayOf = (field: FieldMeta): string =>
  field.kind === 'date' ? col(field) : `(${col(field)} AT TIME ZONE 'UTC')::date`;

/** The figure's measure over the rows of a group: how many, or the sum of its field (0 over none). */
export const measureSql = (entity: EntityMeta, kpi: KpiSpec): string =>
  kpi.measure === 'count' ? 'COUNT(*)' : `COALESCE(SUM(${col(entity.fields.get(kpi.field!)!)}), 0)`;

/** The field the figure's window and chart read (default createdAt). */
export const dateField = (entity: EntityMeta, kpi: KpiSpec): FieldMeta => entity.fields.get(kpi.date ?? 'createdAt')!;

/**
 * Limits a query over alias "e" to the records the figure counts: the file's where (a value, null, or a list of
 * values), and the records on or after a UTC day.
 */
export function whereCounted(
  qb: SelectQueryBuilder<object>,
  entity: EntityMeta,
  kpi: KpiSpec,
  fromDay: string | null,
): SelectQueryBuilder<object> {
  Object.entries(kpi.where ?? {}).forEach(([name, value], i) => {
    const c = col(entity.fields.get(name)!);
    if (value === null) qb.andWhere(`${c} IS NULL`);
    else if (Array.isArray(value)) qb.andWhere(value.length ? `${c} IN (:...kw${i})` : 'FALSE', { [`kw${i}`]: value });
    else qb.andWhere(`${c} = :kw${i}`, { [`kw${i}`]: value });
  });
  if (fromDay !== null) {
    const date = dateField(entity, kpi);
    // Compared with the column itself (not its day), so an index on it serves the window.
    if (date.kind === 'date') qb.andWhere(`${col(date)} >= :kpiFrom`, { kpiFrom: fromDay });
    else qb.andWhere(`${col(date)} >= :kpiFrom`, { kpiFrom: `${fromDay}T00:00:00.000Z` });
  }
  return qb;
}

/** Groups a counted query into chart buckets of `step` days from `fromDay`: the bucket's number as "bucket". */
export function byBucket(
  qb: SelectQueryBuilder<object>,
  entity: EntityMeta,
  kpi: KpiSpec,
  fromDay: string,
  step: number,
): SelectQueryBuilder<object> {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(fromDay)) throw new Error(`not a day: ${fromDay}`);
  // A date minus a date is a number of days in PostgreSQL; integer division by the step numbers the bucket. The day
  // is written in the SQL (made here, never by a client) so that select and group by are the same expression.
  const bucket = `((${dayOf(dateField(entity, kpi))} - DATE '${fromDay}') / ${step})`;
  return qb.addSelect(bucket, 'bucket').addGroupBy(bucket);
}
