import { lazy, type ComponentType } from 'react';

/** The screens an entity's own folder puts in place of the generated ones (each a chunk of its own). */
export interface ResourceScreens {
  list?: ComponentType;
  edit?: ComponentType;
}

/**
 * Overrides by entity name: only what a generated screen cannot express lives in resources/<Entity>/. The generic
 * list and edit screens look here first and hold no entity names themselves.
 */
export const RESOURCES: Record<string, ResourceScreens> = {
  Setting: { list: lazy(() => import('./Setting/SettingsScreen')) },
};
