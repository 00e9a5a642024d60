import type { CSSProperties } from 'react';
import { StorefrontProvider } from './context';
import { Site } from './layout/Site';
import type { StorefrontState } from '@saray/contracts/storefront/state';
import { ThemeContext } from './themes/ThemeContext';
import { themeOf } from './themes';

/** The whole storefront for one request; the server renders it to HTML and the browser hydrates the same tree. */
export function App({ state }: { state: StorefrontState }) {
  const theme = themeOf(state.store.theme);
  return (
    <StorefrontProvider state={state}>
      <ThemeContext.Provider value={theme}>
        <div className={`site theme-${theme.name}`} style={theme.tokens as CSSProperties}>
          <Site />
        </div>
      </ThemeContext.Provider>
    </StorefrontProvider>
  );
}
