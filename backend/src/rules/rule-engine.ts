import type { RulesSpec } from '../schema/entity-file.js';
import { matches, type Condition } from './conditions.js';
import { same } from './same.js';

export interface ActionSpec {
  requires?: Condition;
  set?: Record<string, unknown>;
  /** Needs a second person: the caller may not be the one who created the record, nor the one it belongs to. */
  seconder?: boolean;
  /** Cannot be undone: the caller must confirm it. */
  irreversible?: boolean;
  error?: string;
  label?: string;
}

export interface Caller {
  id: number | null;
}

export type Refusal = { error: string; status: 400 | 409; field?: string };

/** Placeholders in an action's `set`: the time of the action and the caller. */
const placeholder = (value: unknown, now: Date, caller: Caller): unknown =>
  value === '$now' ? now.toISOString() : value === '$actor' ? caller.id : value;

const actionsOf = (rules: RulesSpec): Record<string, ActionSpec> => (rules.actions ?? {}) as Record<string, ActionSpec>;

/**
 * The lock a record is under for a change of these fields, if any: the first lock whose `when` matches the record
 * and whose `except` list does not cover every changed field. A delete changes everything (no `except` helps).
 *
 * @example lockFor(rules, { isPaid: true }, ['amount']) // 'payment.error.paid_unchangeable'
 */
export function lockFor(
  rules: RulesSpec,
  record: Record<string, unknown>,
  changed: string[] | 'delete',
): string | undefined {
  for (const lock of rules.locks ?? []) {
    if (!matches(lock.when as Condition, record)) continue;
    if (changed !== 'delete' && changed.length > 0 && changed.every((f) => lock.except?.includes(f))) continue;
    if (changed !== 'delete' && changed.length === 0) continue;
    return lock.error;
  }
  return undefined;
}

/** The lock a record is under for any ordinary edit (what the dashboard shows as read-only, with its reason). */
export const currentLock = (rules: RulesSpec, record: Record<string, unknown>): string | undefined =>
  (rules.locks ?? []).find((l) => matches(l.when as Condition, record) && !(l.except && l.except.length))?.error ??
  (rules.locks ?? []).find((l) => matches(l.when as Condition, record))?.error;

/** Fields whose value a change would really alter. */
export const changedFields = (current: Record<string, unknown>, values: Record<string, unknown>): string[] =>
  Object.keys(values).filter((f) => !same(current[f], values[f]));

/**
 * Why an action cannot run now for this caller, or undefined when it can. A seconder action refuses the record's
 * creator and its owner (the customer a withdrawal or payment is for, when a system process created it).
 */
export function refusal(
  rules: RulesSpec,
  name: string,
  record: Record<string, unknown>,
  caller: Caller,
  creatorId: number | null,
  ownerId: number | null = null,
): Refusal | undefined {
  const action = actionsOf(rules)[name];
  if (!action) return { error: 'common.error.unknownaction', status: 400 };
  if (!matches(action.requires, record)) return { error: action.error ?? 'common.error.actionnotallowed', status: 409 };
  if (action.seconder && (caller.id === null || caller.id === creatorId || caller.id === ownerId))
    return { error: 'common.error.seconderrequired', status: 409 };
  return undefined;
}

/** The actions the caller could run on the record now (the dashboard draws these as buttons). */
export const allowedActions = (
  rules: RulesSpec,
  record: Record<string, unknown>,
  caller: Caller,
  creatorId: number | null,
  ownerId: number | null = null,
): string[] =>
  Object.keys(actionsOf(rules)).filter((name) => !refusal(rules, name, record, caller, creatorId, ownerId));

/** The field values an action writes, placeholders filled. */
export function actionChanges(rules: RulesSpec, name: string, now: Date, caller: Caller): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(actionsOf(rules)[name]?.set ?? {}).map(([f, v]) => [f, placeholder(v, now, caller)]),
  );
}

export const isIrreversible = (rules: RulesSpec, name: string): boolean =>
  actionsOf(rules)[name]?.irreversible === true;

/** The first record-level check the record (as it will be) fails, if any. */
export const failedCheck = (
  rules: RulesSpec,
  record: Record<string, unknown>,
): { error: string; field?: string } | undefined =>
  (rules.checks ?? []).find((c) => matches(c.forbid as Condition, record));

/** The `fixed` rules a change of these fields runs into (each still needs its referring records to exist). */
export const fixedRulesFor = (rules: RulesSpec, changed: string[]): NonNullable<RulesSpec['fixed']> =>
  changed.length === 0 ? [] : (rules.fixed ?? []).filter((f) => !f.fields || f.fields.some((x) => changed.includes(x)));

/** Why the record cannot be printed now, if it cannot. */
export const printRefusal = (rules: RulesSpec, record: Record<string, unknown>): string | undefined =>
  rules.print && matches(rules.print.forbid as Condition, record) ? rules.print.error : undefined;
