import type { ThemeName } from '@saray/contracts/storefront/state';
import { official } from './official';
import type { Theme } from './theme';

/**
 * The themes as the browser loads them: the official theme is part of the entry, every other one a chunk of its
 * own that only its store's visitors download (the server links it for preloading, so it arrives with the entry).
 */
const LOADERS: Record<ThemeName, () => Promise<Theme>> = {
  official: () => Promise.resolve(official),
  theme4: () => import('./theme4').then((m) => m.theme4),
  theme_digi: () => import('./theme_digi').then((m) => m.theme_digi),
  theme_melk: () => import('./theme_melk').then((m) => m.theme_melk),
  theme_torob: () => import('./theme_torob').then((m) => m.theme_torob),
};

/** The store's theme; an unknown name falls back to the official one. */
export function loadTheme(name: string | undefined): Promise<Theme> {
  return (LOADERS[name as ThemeName] ?? LOADERS.official)();
}
