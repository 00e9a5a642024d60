import type { EntityManager } from 'typeorm';
import { same } from '../../rules/same.js';
import type { HookContext } from '../hooks.js';
import type { Row } from './serialize.js';

/** Bookkeeping fields every write changes: not news in a record's history. */
const NOISE = new Set(['version', 'updatedAt', 'updatedBy', 'createdAt', 'createdBy']);

/** Each field a write changed, before and after. */
export function diff(
  before: Row | undefined,
  after: Row | undefined,
): Record<string, { before: unknown; after: unknown }> {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const out: Record<string, { before: unknown; after: unknown }> = {};
  for (const f of fields) {
    if (NOISE.has(f) || f.startsWith('_')) continue;
    const b = before?.[f] ?? null;
    const a = after?.[f] ?? null;
    if (!same(a, b)) out[f] = { before: b, after: a };
  }
  return out;
}

/** The pipeline's history step: one row per write, in the write's own transaction. */
export async function recordHistory(manager: EntityManager, ctx: HookContext): Promise<void> {
  const record = ctx.result ?? ctx.current;
  await manager
    .createQueryBuilder()
    .insert()
    .into('RecordHistory')
    .values({
      entityName: ctx.entity.name,
      recordId: record?.id as number,
      operation: ctx.action ? 'action' : ctx.op,
      action: ctx.action ?? null,
      actorId: ctx.actor.id,
      actorName: ctx.actor.username?.slice(0, 200) ?? null,
      changes: diff(ctx.op === 'create' ? undefined : ctx.current, ctx.op === 'delete' ? undefined : ctx.result),
    })
    .execute();
}
