import type { ThemeName } from '@saray/contracts/storefront/state';
import { official } from './official';
import type { Theme } from './theme';
import { theme4 } from './theme4';
import { theme_digi } from './theme_digi';
import { theme_melk } from './theme_melk';
import { theme_torob } from './theme_torob';

/** Every theme, for the server renderer (the browser loads only its store's, through ./loaders). */
export const THEMES: Record<ThemeName, Theme> = { official, theme4, theme_digi, theme_melk, theme_torob };

/** The store's theme; an unknown name falls back to the official one. */
export function themeOf(name: string | undefined): Theme {
  return THEMES[name as ThemeName] ?? official;
}
