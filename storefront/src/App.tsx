import type { ComponentType, CSSProperties } from 'react';
import { StorefrontProvider } from './context';
import { Site } from './layout/Site';
import type { StorefrontState } from '@saray/contracts/storefront/state';
import { ScreenContext } from './screens/Screen';
import type { Theme } from './themes/theme';
import { ThemeContext } from './themes/ThemeContext';

/**
 * The whole storefront for one request, with its theme and its route's screen already loaded; the server renders it
 * to HTML and the browser hydrates the same tree.
 */
export function App({ state, theme, screen }: { state: StorefrontState; theme: Theme; screen: ComponentType }) {
  return (
    <StorefrontProvider state={state}>
      <ThemeContext.Provider value={theme}>
        <ScreenContext.Provider value={screen}>
          <div className={`site theme-${theme.name}`} style={theme.tokens as CSSProperties}>
            <Site />
          </div>
        </ScreenContext.Provider>
      </ThemeContext.Provider>
    </StorefrontProvider>
  );
}
