import { Inject, Injectable } from '@nestjs/common';
import { Decimal } from 'decimal.js';
import { DataSource } from 'typeorm';
import { decide, type AccessDecision } from '../../auth/access-policy.js';
import type { Actor } from '../../auth/actor.js';
import { SecurityAccessService } from '../../auth/security-access.service.js';
import { whereReadable } from '../../crud/list-sql.js';
import type { KpiSpec } from '../../schema/entity-file.js';
import type { EntityMeta } from '../../schema/entity-meta.js';
import { Registry } from '../../schema/registry.js';
import { byBucket, dateField, measureSql, whereCounted } from './kpi-query.js';
import { bucketDays, chartBuckets, windowStart } from './kpi-window.js';

export interface KpiCurrency {
  id: number;
  symbol: string | null;
  decimals: number | null;
}

/** One figure of the dashboard's home, as GET /api/meta/kpis answers it. */
export interface KpiFigure {
  entity: string;
  resource: string;
  name: string;
  /** Translation key. */
  label: string;
  measure: 'count' | 'sum';
  /** The exact count or sum, as a decimal string. */
  value: string;
  since: NonNullable<KpiSpec['since']>;
  /** A sum of money over records in several coins is one figure per coin. */
  currency?: KpiCurrency;
  /** The list filter (ra-data-simple-rest) that shows the records counted. */
  filter: Record<string, unknown>;
  /** One point per chart bucket, oldest first: the bucket's first UTC day and its value. */
  series?: { at: string; value: string }[];
  chart?: NonNullable<KpiSpec['chart']>;
}

interface Group {
  currency: number | null;
  value: string;
  bucket?: number;
}

const exact = (v: unknown): string => new Decimal(String(v ?? 0)).toFixed();

/**
 * The figures of the dashboard's home (x-kpis), each counted or summed in SQL over what the caller may list, with
 * their read restriction (own records, published ones) applied, in UTC days. An entity's figures are shown to those
 * who may list it and hold one of its route's roles: the home shows what the caller's screens show.
 */
@Injectable()
export class KpiService {
  constructor(
    @Inject(Registry) private readonly registry: Registry,
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(SecurityAccessService) private readonly grants: SecurityAccessService,
  ) {}

  async figures(actor: Actor, now = new Date()): Promise<KpiFigure[]> {
    const work: Promise<KpiFigure[]>[] = [];
    for (const { meta } of this.registry.entities) {
      if (meta.kpis.length === 0 || !meta.routeRoles.some((r) => actor.roles.includes(r.toLowerCase()))) continue;
      const access = decide(meta.access, actor, 'list', await this.grants.grantsFor(meta.name));
      if (!access.allowed) continue;
      for (const kpi of meta.kpis) work.push(this.figure(meta, kpi, actor, access, now));
    }
    return (await Promise.all(work)).flat();
  }

  private async figure(
    meta: EntityMeta,
    kpi: KpiSpec,
    actor: Actor,
    access: AccessDecision,
    now: Date,
  ): Promise<KpiFigure[]> {
    const money = kpi.measure === 'sum' && meta.currency && meta.fields.get(kpi.field!)!.spec['x-money'];
    const currencyColumn = money ? `"e"."${meta.fields.get(meta.currency!.field)!.column}"` : null;
    const query = (fromDay: string | null) => {
      const qb = this.dataSource.createQueryBuilder(meta.name, 'e').select(measureSql(meta, kpi), 'value');
      whereReadable(qb, meta, actor, access);
      whereCounted(qb, meta, kpi, fromDay);
      if (currencyColumn) qb.addSelect(currencyColumn, 'currency').groupBy(currencyColumn);
      return qb;
    };
    const since = kpi.since ?? 'all';
    const from = windowStart(since, now);
    const buckets = kpi.chart ? chartBuckets(kpi.chart, now) : [];
    const [totals, points] = await Promise.all([
      query(from).getRawMany<Group>(),
      kpi.chart
        ? byBucket(query(buckets[0]), meta, kpi, buckets[0], bucketDays(kpi.chart)).getRawMany<Group>()
        : Promise.resolve([]),
    ]);

    // A sum in coins: a figure per coin met in the window or on the chart (a record without one is a figure of its
    // own); none met, one figure of 0 in no coin. Undefined stands for "not split by coin".
    const coinOf = (g: Group) => (g.currency === null ? null : Number(g.currency));
    const met = currencyColumn ? [...new Set([...totals, ...points].map(coinOf))] : [];
    const known = await this.currencies(meta, met);
    const date = dateField(meta, kpi);
    return (met.length ? met : [undefined]).map((currency) => {
      const mine = (g: Group) => currency === undefined || coinOf(g) === currency;
      const filter: Record<string, unknown> = { ...kpi.where };
      if (from) filter[`${date.name}_gte`] = date.kind === 'date' ? from : `${from}T00:00:00.000Z`;
      if (currency !== undefined) filter[meta.currency!.field] = currency;
      return {
        entity: meta.name,
        resource: meta.resource,
        name: kpi.name,
        label: kpi.label,
        measure: kpi.measure,
        value: exact(totals.find(mine)?.value),
        since,
        ...(typeof currency === 'number' && known.has(currency) ? { currency: known.get(currency) } : {}),
        filter,
        ...(kpi.chart
          ? {
              chart: kpi.chart,
              series: buckets.map((at, i) => ({
                at,
                value: exact(points.find((g) => mine(g) && Number(g.bucket) === i)?.value),
              })),
            }
          : {}),
      };
    });
  }

  /** The coins (or currencies) a sum is in: their symbol and decimals, from the fields x-currency names. */
  private async currencies(meta: EntityMeta, ids: (number | null)[]): Promise<Map<number, KpiCurrency>> {
    const wanted = ids.filter((id): id is number => id !== null);
    if (!meta.currency || wanted.length === 0) return new Map();
    const target = this.registry.byName(meta.fields.get(meta.currency.field)!.relation!.entity)!.meta;
    const column = (name: string) => `"c"."${target.fields.get(name)!.column}"`;
    const rows = await this.dataSource
      .createQueryBuilder(target.name, 'c')
      .select('"c"."id"', 'id')
      .addSelect(column(meta.currency.symbol), 'symbol')
      .addSelect(column(meta.currency.decimals), 'decimals')
      .where('"c"."id" IN (:...ids)', { ids: wanted })
      .getRawMany<{ id: number; symbol: string | null; decimals: number | null }>();
    return new Map(
      rows.map((r) => [
        Number(r.id),
        { id: Number(r.id), symbol: r.symbol, decimals: r.decimals === null ? null : Number(r.decimals) },
      ]),
    );
  }
}
