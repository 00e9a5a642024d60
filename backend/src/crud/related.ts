import type { EntityManager } from 'typeorm';
import { changedFields } from '../rules/rule-engine.js';
import type { Registry } from '../schema/registry.js';
import type { CrudTx } from './unit-of-work.js';
import { toJson, type Row } from './pipeline/serialize.js';

/**
 * Another record read inside a write's transaction, as the API shows it (exact decimals, ISO dates). `share` keeps
 * it from changing until the write commits (a payment's cheque); `update` also serializes writers that lock it
 * the same way (refunds of one payment). Given the pipeline's `tx`, a record the transaction holds locked already is
 * answered as it holds it.
 */
export async function readRelated(
  source: EntityManager | CrudTx,
  registry: Registry,
  entityName: string,
  id: unknown,
  lock?: 'share' | 'update',
): Promise<Row | undefined> {
  if (typeof id !== 'number') return undefined;
  const meta = registry.byName(entityName)!.meta;
  const manager = 'recall' in source ? source.manager : source;
  const held = 'recall' in source ? source.recall(entityName, id) : undefined;
  if (held) return held;
  const qb = manager.createQueryBuilder(meta.name, 'r').where('r.id = :id', { id });
  if (lock) qb.setLock(lock === 'share' ? 'pessimistic_read' : 'pessimistic_write');
  const row = await qb.getOne();
  return row ? toJson(meta, row as Row) : undefined;
}

/** Whether this write sets any of these fields to a new value (every field sent counts on a create). */
export function touches(current: Row | undefined, values: Row, ...fields: string[]): boolean {
  const changed = current ? changedFields(current, values) : Object.keys(values);
  return fields.some((f) => changed.includes(f));
}
