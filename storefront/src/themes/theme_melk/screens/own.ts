import type { RouteName } from '@saray/contracts/storefront/state';

/** The routes theme_melk draws with a screen of its own, by the file in this folder (see Theme.screens). */
export const OWN_SCREENS: Partial<Record<RouteName, string>> = {
  Categories: 'MelkListingScreen',
  Products: 'MelkPropertyScreen',
};
