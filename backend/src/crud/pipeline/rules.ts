import type { Actor } from '../../auth/actor.js';
import { AppError } from '../../common/app-error.js';
import type { EntityMeta } from '../../schema/entity-meta.js';
import {
  allowedActions,
  changedFields,
  currentLock,
  lockFor,
  refusal,
  isIrreversible,
} from '../../rules/rule-engine.js';
import type { Row } from './serialize.js';

const hasRules = (entity: EntityMeta): boolean =>
  Boolean(entity.rules.locks?.length || Object.keys(entity.rules.actions ?? {}).length);

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

/** The rule-engine step of a named action: allowed now, by this caller, and confirmed when it cannot be undone. */
export function assertActionAllowed(entity: EntityMeta, name: string, current: Row, actor: Actor, body: unknown): void {
  const refused = refusal(entity.rules, name, current, actor, (current.createdBy as number | null) ?? null);
  if (refused) throw new AppError(refused.status, refused.error);
  const confirmed = (body as { confirm?: unknown } | null)?.confirm === true;
  if (isIrreversible(entity.rules, name) && !confirmed) {
    throw AppError.badRequest('common.error.confirmationrequired', [
      { path: '/confirm', error: 'common.error.confirmationrequired' },
    ]);
  }
}

/**
 * What the dashboard mirrors: `_allowed`, the actions this caller may run now, and `_locked`, the reason the
 * record cannot be edited (null when it can). Only for entities with rules.
 */
export function withRuleState(entity: EntityMeta, row: Row, actor: Actor): Row {
  if (!hasRules(entity)) return row;
  return {
    ...row,
    _allowed: allowedActions(entity.rules, row, actor, (row.createdBy as number | null) ?? null),
    _locked: currentLock(entity.rules, row) ?? null,
  };
}
