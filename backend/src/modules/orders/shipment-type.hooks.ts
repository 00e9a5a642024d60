import { Inject, Injectable } from '@nestjs/common';
import { Decimal } from 'decimal.js';
import { invalid } from '../../common/refuse.js';
import { HooksFor, type EntityHooks, type HookContext } from '../../crud/hooks.js';
import type { Row } from '../../crud/pipeline/serialize.js';
import { touches } from '../../crud/related.js';
import { Registry } from '../../schema/registry.js';

/** A weight range [min, max): an empty bound is open. Two ranges overlap when each starts before the other ends. */
export function rangesOverlap(a: Row, b: Row): boolean {
  const starts = (r: Row) => new Decimal((r.minWeight as string | null) ?? '-Infinity');
  const ends = (r: Row) => new Decimal((r.maxWeight as string | null) ?? 'Infinity');
  return starts(a).lt(ends(b)) && starts(b).lt(ends(a));
}

const hasRange = (r: Row): boolean => r.minWeight != null || r.maxWeight != null;

/**
 * Shipment types with a weight range do not overlap (spec 2 §5, Cart): a parcel's weight picks at most one. Writers
 * of ranges take a table lock, so two overlapping types created at once cannot both pass.
 */
@Injectable()
@HooksFor('ShipmentType')
export class ShipmentTypeHooks implements EntityHooks {
  constructor(@Inject(Registry) private readonly registry: Registry) {}

  async beforeWrite({ op, action, manager, current, values }: HookContext): Promise<void> {
    if (op === 'delete' || action || !touches(current, values, 'minWeight', 'maxWeight')) return;
    const type = { ...current, ...values };
    if (!hasRange(type)) return;
    const meta = this.registry.byName('ShipmentType')!.meta;
    await manager.query(`LOCK TABLE "${meta.table}" IN SHARE ROW EXCLUSIVE MODE`);
    const qb = manager
      .createQueryBuilder('ShipmentType', 't')
      .select(['t.id', 't.name', 't.minWeight', 't.maxWeight'])
      .where('(t.minWeight IS NOT NULL OR t.maxWeight IS NOT NULL)');
    if (current) qb.andWhere('t.id <> :own', { own: current.id });
    const clash = ((await qb.getMany()) as Row[]).find((other) => rangesOverlap(type, other));
    if (clash) throw invalid('shipment.error.weightoverlap', 'minWeight');
  }
}
