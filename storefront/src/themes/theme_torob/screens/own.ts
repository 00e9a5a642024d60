import type { RouteName } from '@saray/contracts/storefront/state';

/** The routes theme_torob draws with a screen of its own, by the file in this folder (see Theme.screens). */
export const OWN_SCREENS: Partial<Record<RouteName, string>> = {
  Home: 'TorobHomeScreen',
  Products: 'TorobProductScreen',
  Categories: 'TorobCategoryScreen',
};
