import { createContext, useContext } from 'react';
import type { Theme } from './theme';

export const ThemeContext = createContext<Theme | null>(null);

export function useTheme(): Theme {
  const theme = useContext(ThemeContext);
  if (!theme) throw new Error('useTheme outside ThemeContext');
  return theme;
}
