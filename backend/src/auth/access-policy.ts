import type { AccessSpec, AccessType } from '../schema/entity-file.js';
import type { Actor } from './actor.js';

export type Operation = 'list' | 'view' | 'create' | 'update' | 'delete';
export const OPERATIONS: readonly Operation[] = ['list', 'view', 'create', 'update', 'delete'];

/** What each access type of the spec lets a role do; viewown and editown only on the caller's own records. */
const COVERS: Record<AccessType, readonly Operation[]> = {
  grant: OPERATIONS,
  delete: ['list', 'view', 'update', 'delete'],
  save: ['list', 'view', 'create', 'update'],
  create: ['create'],
  update: ['update'],
  list: ['list'],
  print: ['list', 'view'],
  view: ['list', 'view'],
  viewown: ['list', 'view'],
  editown: ['list', 'view', 'update', 'delete'],
};
const OWN_TYPES = new Set<AccessType>(['viewown', 'editown']);

export interface AccessDecision {
  allowed: boolean;
  /** Allowed only on records whose owner column is the caller. */
  ownOnly: boolean;
  /** Reading only the published records (access.published) and the caller's own. */
  publishedOnly: boolean;
}

const READS = new Set<Operation>(['list', 'view']);

/**
 * Decides one operation for one caller from the entity file's access block: deny unless a role of the caller is
 * listed in roles (everything) or granted an access type that covers the operation. Outside roles, an entity with a
 * published field is read only where it is true, plus the caller's own records.
 *
 * @example decide({ roles: ['administrators'], grants: { guests: ['list', 'view'] } }, ANONYMOUS, 'view') // allowed
 */
export function decide(
  access: AccessSpec,
  actor: Actor,
  op: Operation,
  extraGrants: Partial<Record<string, AccessType[]>> = {},
): AccessDecision {
  const held = new Set(actor.roles.map((r) => r.toLowerCase()));
  if (access.roles.some((r) => held.has(r.toLowerCase())))
    return { allowed: true, ownOnly: false, publishedOnly: false };
  const types = new Set<AccessType>();
  for (const role of held) {
    for (const t of access.grants?.[role] ?? []) types.add(t);
    for (const t of extraGrants[role] ?? []) types.add(t);
  }
  const covering = [...types].filter((t) => COVERS[t].includes(op));
  if (covering.some((t) => !OWN_TYPES.has(t)))
    return { allowed: true, ownOnly: false, publishedOnly: Boolean(access.published) && READS.has(op) };
  if (covering.length && access.own && actor.id !== null) return { allowed: true, ownOnly: true, publishedOnly: false };
  return { allowed: false, ownOnly: false, publishedOnly: false };
}

export const allowedOperations = (
  access: AccessSpec,
  actor: Actor,
  extraGrants: Partial<Record<string, AccessType[]>> = {},
): Operation[] => OPERATIONS.filter((op) => decide(access, actor, op, extraGrants).allowed);
