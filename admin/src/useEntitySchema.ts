import { usePermissions, useResourceContext } from 'react-admin';
import type { EntitySchema } from './schema';

/** The entity file (as the server describes it to this caller) of the resource being shown. */
export function useEntitySchema(resource?: string): EntitySchema | undefined {
  const current = useResourceContext({ resource });
  const { permissions } = usePermissions<EntitySchema[]>();
  return permissions?.find((e) => e.resource === current);
}
