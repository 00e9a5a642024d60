import type { HookContext } from './hooks.js';

/**
 * Makes a customer's record their own: whatever owner the body names, a caller who is not an administrator (nor
 * the system) writes it as theirs. Administrators keep records for anyone, and may leave the owner to default to
 * themselves.
 */
export function assignOwner({ op, actor, values }: HookContext, field: string): void {
  if (op === 'delete') return;
  if (!actor.system && !actor.roles.includes('administrators')) values[field] = actor.id;
  else if (op === 'create' && values[field] === undefined) values[field] = actor.id;
}
