import { hydrateRoot } from 'react-dom/client';
import { App } from './App';
import type { StorefrontState } from '@saray/contracts/storefront/state';
import { loadScreens } from './screens/loaders';
import { signInAgainAt } from './session';
import { loadTheme } from './themes/loaders';
import './styles.css';

// The server rendered this page from the same state, theme and screens; hydration attaches the handlers to its HTML
// once the store's theme and the page's screens (all preloaded next to this script) have arrived.
const state = JSON.parse(document.getElementById('storefront-state')!.textContent!) as StorefrontState;
signInAgainAt(`${state.base}/Authentication`);
void loadTheme(state.store.theme).then(async (theme) => {
  const screens = await loadScreens(state, theme);
  hydrateRoot(document.getElementById('app')!, <App state={state} theme={theme} screens={screens} />);
});
