import { decide, type AccessDecision, type Operation } from '../../auth/access-policy.js';
import { isAnonymous, type Actor } from '../../auth/actor.js';
import { AppError } from '../../common/app-error.js';
import type { AccessType } from '../../schema/entity-file.js';
import type { EntityMeta } from '../../schema/entity-meta.js';

/**
 * Step 1 of the pipeline: may this caller do this to this entity, by its file's access block plus the SecurityAccess
 * grants? 401 when signed out, 403 when signed in.
 */
export function authorize(
  entity: EntityMeta,
  actor: Actor,
  op: Operation,
  grants: Record<string, AccessType[]> = {},
): AccessDecision {
  const decision = decide(entity.access, actor, op, grants);
  if (decision.allowed) return decision;
  if (isAnonymous(actor)) throw new AppError(401, 'security.error.accessdenied');
  throw new AppError(403, 'security.error.forbidden');
}
