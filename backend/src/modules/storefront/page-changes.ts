import type { ChangedEntities } from '../../crud/change-feed.js';
import type { Registry } from '../../schema/registry.js';

/**
 * Whether a change may alter a public storefront page: a change of every entity, or of one whose file does not say
 * `x-public-pages: false` (an entity the registry does not know counts too).
 */
export const changesPages = (registry: Registry, entities: ChangedEntities): boolean =>
  entities === 'all' || [...entities].some((name) => registry.byName(name)?.meta.publicPages !== false);
