import { useMemo } from 'react';
import { usePermissions } from 'react-admin';
import { buildRoutes } from './routes';
import type { EntitySchema } from './schema';

/** The route tree and menu for what the signed-in caller may use. */
export function useRouteTree() {
  const { permissions } = usePermissions<EntitySchema[]>();
  return useMemo(() => buildRoutes(permissions ?? []), [permissions]);
}
