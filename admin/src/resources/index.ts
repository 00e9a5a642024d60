import type { ComponentType } from 'react';
import SettingsScreen from './Setting/SettingsScreen';

/** The screens an entity's own folder puts in place of the generated ones. */
export interface ResourceScreens {
  list?: ComponentType;
  edit?: ComponentType;
}

/**
 * Overrides by entity name: only what a generated screen cannot express lives in resources/<Entity>/. The generic
 * list and edit screens look here first and hold no entity names themselves. Imported by those lazily loaded
 * screens only, the overrides load with them (a lazy chunk of each split the first page's chunks further).
 */
export const RESOURCES: Record<string, ResourceScreens> = {
  Setting: { list: SettingsScreen },
};
