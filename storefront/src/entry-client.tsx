import { hydrateRoot } from 'react-dom/client';
import { App } from './App';
import type { StorefrontState } from '@saray/contracts/storefront/state';
import { loadScreen } from './screens/loaders';
import { signInAgainAt } from './session';
import { loadTheme } from './themes/loaders';
import './styles.css';

// The server rendered this page from the same state, theme and screen; hydration attaches the handlers to its HTML
// once the store's theme and the route's screen (both preloaded next to this script) have arrived.
const state = JSON.parse(document.getElementById('storefront-state')!.textContent!) as StorefrontState;
signInAgainAt(`${state.base}/Authentication`);
void Promise.all([loadTheme(state.store.theme), loadScreen(state)]).then(([theme, screen]) =>
  hydrateRoot(document.getElementById('app')!, <App state={state} theme={theme} screen={screen} />),
);
