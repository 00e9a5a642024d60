import type { ComponentType, CSSProperties } from 'react';
import { StorefrontProvider } from './context';
import { Site } from './layout/Site';
import type { StorefrontState } from '@saray/contracts/storefront/state';
import { ScreenContext, ThemeScreenContext } from './screens/Screen';
import type { Theme } from './themes/theme';
import { ThemeContext } from './themes/ThemeContext';

/** A page's screens: the route's shared one and the theme's own, if it has one (screens/registry). */
export interface PageScreens {
  shared: ComponentType;
  own: ComponentType | null;
}

/**
 * The whole storefront for one request, with its theme and its screens already loaded; the server renders it to
 * HTML and the browser hydrates the same tree.
 */
export function App({ state, theme, screens }: { state: StorefrontState; theme: Theme; screens: PageScreens }) {
  return (
    <StorefrontProvider state={state}>
      <ThemeContext.Provider value={theme}>
        <ScreenContext.Provider value={screens.shared}>
          <ThemeScreenContext.Provider value={screens.own}>
            <div className={`site theme-${theme.name}`} style={theme.tokens as CSSProperties}>
              <Site />
            </div>
          </ThemeScreenContext.Provider>
        </ScreenContext.Provider>
      </ThemeContext.Provider>
    </StorefrontProvider>
  );
}
