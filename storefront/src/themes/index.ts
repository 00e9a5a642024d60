import type { ThemeName } from '@saray/contracts/storefront/state';
import { official } from './official';
import type { Theme } from './theme';
import { theme4 } from './theme4';
import { theme_digi } from './theme_digi';

export const THEMES: Record<ThemeName, Theme> = { official, theme4, theme_digi };

/** The store's theme; an unknown name falls back to the official one. */
export function themeOf(name: string | undefined): Theme {
  return THEMES[name as ThemeName] ?? official;
}
