import type { EntityManager } from 'typeorm';
import type { Actor } from '../../auth/actor.js';
import { AppError } from '../../common/app-error.js';
import type { EntityMeta } from '../../schema/entity-meta.js';
import type { Registry } from '../../schema/registry.js';
import {
  allowedActions,
  changedFields,
  currentLock,
  failedCheck,
  fixedRulesFor,
  lockFor,
  printRefusal,
  refusal,
  isIrreversible,
} from '../../rules/rule-engine.js';
import type { UnitOfWork } from '../unit-of-work.js';
import { toJson, type Row } from './serialize.js';

const hasRules = (entity: EntityMeta): boolean =>
  Boolean(entity.rules.locks?.length || Object.keys(entity.rules.actions ?? {}).length || entity.rules.print);

/** The record-level checks on the record as it will be: the first one failed is a 400 with its key. */
export function assertChecks(entity: EntityMeta, record: Row): void {
  const failed = failedCheck(entity.rules, record);
  if (!failed) return;
  throw AppError.badRequest(failed.error, [{ path: failed.field ? `/${failed.field}` : '', error: failed.error }]);
}

/**
 * A part of a parent (an order's line, an accounting document's line) is written only while its parent is open.
 * The parents the record belongs to before and after the write are locked, in id order, before anything else is
 * read, so a concurrent action on the parent (close, approve) and the write are serialized; a lock on either
 * parent refuses the write with that lock's key. A parent the transaction already holds is not read again.
 */
export async function assertParentOpen(
  unit: UnitOfWork,
  registry: Registry,
  entity: EntityMeta,
  records: (Row | undefined)[],
): Promise<void> {
  const spec = entity.rules.parent;
  if (!spec) return;
  const parent = registry.byName(entity.fields.get(spec.field)!.relation!.entity)!.meta;
  const ids = [...new Set(records.map((r) => r?.[spec.field]).filter((v) => typeof v === 'number'))].sort(
    (a, b) => a - b,
  );
  for (const id of ids) {
    let record = unit.recall(parent.name, id);
    if (!record) {
      const row = await unit.manager
        .createQueryBuilder(parent.name, 'p')
        .where('p.id = :id', { id })
        .setLock('pessimistic_write')
        .getOne();
      record = row ? toJson(parent, row as Row) : undefined;
      if (record) unit.hold(parent.name, record);
    }
    // A parent that does not exist is the foreign key's to report.
    const lock = record && lockFor(parent.rules, record, 'delete');
    if (lock) throw AppError.conflict(lock, [{ path: `/${spec.field}`, error: lock }]);
  }
}

/**
 * Fields fixed while other records refer to this one (a product type's kind once products use it). The record is
 * locked, so a new referring row (its foreign key check needs a share lock on this row) waits for this write.
 */
export async function assertNotFixed(
  manager: EntityManager,
  registry: Registry,
  entity: EntityMeta,
  current: Row,
  values: Row,
): Promise<void> {
  const changed = changedFields(current, values);
  for (const rule of fixedRulesFor(entity.rules, changed)) {
    const other = registry.byName(rule.while.entity)!.meta;
    const column = (f: string) => `"r"."${other.fields.get(f)!.column}"`;
    const qb = manager
      .createQueryBuilder(other.name, 'r')
      .where(`${column(rule.while.field)} = :id`, { id: current.id });
    Object.entries(rule.while.where ?? {}).forEach(([f, v], i) =>
      qb.andWhere(`${column(f)} = :w${i}`, { [`w${i}`]: v }),
    );
    if (await qb.getExists()) {
      const fields = (rule.fields ?? changed).filter((f) => changed.includes(f));
      throw AppError.conflict(
        rule.error,
        fields.map((f) => ({ path: `/${f}`, error: rule.error })),
      );
    }
  }
}

/** Printing is refused for records the rules say cannot be printed (a deleted order). */
export function assertPrintable(entity: EntityMeta, record: Row): void {
  const refused = printRefusal(entity.rules, record);
  if (refused) throw AppError.conflict(refused);
}

/** The rule-engine step of an update: a change of locked fields is refused with the lock's key. */
export function assertUnlocked(entity: EntityMeta, current: Row, values: Row): void {
  const lock = lockFor(entity.rules, current, changedFields(current, values));
  if (lock) throw AppError.conflict(lock);
}

/** The rule-engine step of a delete: a record under any lock stays. */
export function assertDeletable(entity: EntityMeta, current: Row): void {
  const lock = lockFor(entity.rules, current, 'delete');
  if (lock) throw AppError.conflict(lock);
}

/** Who a seconder may not be: the record's creator and the customer it belongs to (its `access.own` field). */
const parties = (entity: EntityMeta, row: Row): [number | null, number | null] => {
  const owner = entity.access.own ? row[entity.access.own] : null;
  return [(row.createdBy as number | null) ?? null, typeof owner === 'number' ? owner : null];
};

/** The rule-engine step of a named action: allowed now, by this caller, and confirmed when it cannot be undone. */
export function assertActionAllowed(entity: EntityMeta, name: string, current: Row, actor: Actor, body: unknown): void {
  const refused = refusal(entity.rules, name, current, actor, ...parties(entity, current));
  if (refused) throw new AppError(refused.status, refused.error);
  const confirmed = (body as { confirm?: unknown } | null)?.confirm === true;
  if (isIrreversible(entity.rules, name) && !confirmed) {
    throw AppError.badRequest('common.error.confirmationrequired', [
      { path: '/confirm', error: 'common.error.confirmationrequired' },
    ]);
  }
}

/**
 * What the dashboard mirrors: `_allowed`, the actions this caller may run now; `_refused`, why each other action
 * cannot run (the key the server would answer with: not paid yet, needs a second person…); and `_locked`, the
 * reason the record cannot be edited (null when it can). Only for entities with rules.
 */
export function withRuleState(entity: EntityMeta, row: Row, actor: Actor): Row {
  if (!hasRules(entity)) return row;
  const who = parties(entity, row);
  const refused: Record<string, string> = {};
  for (const name of Object.keys(entity.rules.actions ?? {})) {
    const why = refusal(entity.rules, name, row, actor, ...who);
    if (why) refused[name] = why.error;
  }
  return {
    ...row,
    _allowed: allowedActions(entity.rules, row, actor, ...who),
    _refused: refused,
    _locked: currentLock(entity.rules, row) ?? null,
    ...(entity.rules.print ? { _printable: !printRefusal(entity.rules, row) } : {}),
  };
}
