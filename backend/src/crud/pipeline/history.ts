import { DEFAULT_LANGUAGE } from '../../common/i18n.js';
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
  // A localized field's other languages, each as `name.fa` (its default language's text is the field itself).
  const texts = (row: Row | undefined) => (row?._i18n ?? {}) as Record<string, Row>;
  for (const [name, byLang] of Object.entries({ ...texts(before), ...texts(after) }))
    for (const lang of Object.keys(byLang)) {
      if (lang === DEFAULT_LANGUAGE) continue;
      const b = texts(before)[name]?.[lang] ?? null;
      const a = texts(after)[name]?.[lang] ?? null;
      if (!same(a, b)) out[`${name}.${lang}`] = { before: b, after: a };
    }
  return out;
}

/** The pipeline's history step: what one write changed, as its RecordHistory row. */
export function historyRow(ctx: HookContext): Row {
  const record = ctx.result ?? ctx.current;
  return {
    entityName: ctx.entity.name,
    recordId: record?.id as number,
    operation: ctx.action ? 'action' : ctx.op,
    action: ctx.action ?? null,
    actorId: ctx.actor.id,
    actorName: ctx.actor.username?.slice(0, 200) ?? null,
    changes: diff(ctx.op === 'create' ? undefined : ctx.current, ctx.op === 'delete' ? undefined : ctx.result),
  };
}

/** A write whose answer nobody waits for (an outbox row): see CrudTx.later. */
export interface LaterWrite {
  sql: string;
  params: unknown[];
}

const HISTORY_SQL = `INSERT INTO record_histories (entity_name, record_id, operation, action, actor_id, actor_name, changes,
    version)
  SELECT h.entity_name, h.record_id, h.operation, h.action, h.actor_id, h.actor_name, h.changes::jsonb, 1
  FROM unnest($1::text[], $2::int[], $3::text[], $4::text[], $5::int[], $6::text[], $7::text[])
    AS h(entity_name, record_id, operation, action, actor_id, actor_name, changes)`;

/**
 * The history of every write of one transaction and the writes it left for its end (`later`), as the one statement
 * that writes them just before it commits, whatever the number of records the transaction wrote; undefined when
 * there is nothing to write. Each later write is a WITH item of that statement, its parameters numbered after those
 * before it (its SQL holds no `$` but in its parameters).
 */
export function historyStatement(rows: Row[], later: LaterWrite[] = []): LaterWrite | undefined {
  if (!rows.length && !later.length) return undefined;
  const params: unknown[] = [];
  const items: string[] = [];
  const add = (sql: string, values: unknown[]) => {
    const offset = params.length;
    params.push(...values);
    items.push(`w${items.length} AS (${sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`)})`);
  };
  if (rows.length)
    add(HISTORY_SQL, [
      rows.map((r) => r.entityName),
      rows.map((r) => r.recordId),
      rows.map((r) => r.operation),
      rows.map((r) => r.action ?? null),
      rows.map((r) => r.actorId ?? null),
      rows.map((r) => r.actorName ?? null),
      rows.map((r) => JSON.stringify(r.changes ?? null)),
    ]);
  for (const write of later) add(write.sql, write.params);
  return { sql: `WITH ${items.join(',\n')} SELECT 1`, params };
}
