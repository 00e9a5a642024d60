import type { ComponentType } from 'react';
import type { StorefrontState } from '@saray/contracts/storefront/state';
import type { Theme } from '../themes/theme';
import { componentName, screenModules } from './registry';

// Every screen module, shared or a theme's own, is a chunk of its own; the page preloads the ones it shows.
const modules = import.meta.glob<Record<string, ComponentType>>([
  '../screens/*Screen.tsx',
  '../screens/exchange/*Screen.tsx',
  '!../screens/Screen.tsx',
  '../themes/*/screens/*Screen.tsx',
]);

/** The loaders by module path under src/ (the glob names this folder's files ./X.tsx, the others ../…). */
const byModule = new Map(
  Object.entries(modules).map(([key, load]) => [
    key.startsWith('./') ? `screens/${key.slice(2, -'.tsx'.length)}` : key.slice(3, -'.tsx'.length),
    load,
  ]),
);

const load = async (module: string) => (await byModule.get(module)!())[componentName(module)]!;

/** The browser's copies of the request's screens in its theme: the route's shared one and the theme's own. */
export async function loadScreens(state: StorefrontState, theme: Theme) {
  const { shared, own } = screenModules(state, theme);
  const [sharedScreen, ownScreen] = await Promise.all([load(shared), own ? load(own) : null]);
  return { shared: sharedScreen, own: ownScreen };
}
