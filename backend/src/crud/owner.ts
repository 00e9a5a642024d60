import type { Actor } from '../auth/actor.js';
import type { EntityMeta } from '../schema/entity-meta.js';
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

/**
 * A new record's owner, when the body names none, is the signed-in caller if they are not one of the entity's own
 * roles: a customer need not send their own id, and an administrator's record for no one stays no one's. A read-only
 * owner is the server's to fill (a hook), never the body's.
 */
export function withDefaultOwner(meta: EntityMeta, actor: Actor, body: unknown): unknown {
  const own = meta.access.own;
  if (!own || own === 'id' || actor.id === null || !body || typeof body !== 'object' || Array.isArray(body))
    return body;
  if (meta.fields.get(own)?.readOnly) return body;
  const held = new Set(actor.roles.map((r) => r.toLowerCase()));
  if (actor.system || meta.access.roles.some((r) => held.has(r.toLowerCase()))) return body;
  return own in body ? body : { ...body, [own]: actor.id };
}
