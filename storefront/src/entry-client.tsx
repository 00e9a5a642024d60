import { hydrateRoot } from 'react-dom/client';
import { App } from './App';
import type { StorefrontState } from '@saray/contracts/storefront/state';
import { signInAgainAt } from './session';
import './styles.css';

// The server rendered this page from the same state; hydration attaches the handlers to its HTML.
const state = JSON.parse(document.getElementById('storefront-state')!.textContent!) as StorefrontState;
signInAgainAt(`${state.base}/Authentication`);
hydrateRoot(document.getElementById('app')!, <App state={state} />);
