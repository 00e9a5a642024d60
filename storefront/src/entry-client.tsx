import { hydrateRoot } from 'react-dom/client';
import { App } from './App';
import type { StorefrontState } from '@saray/contracts/storefront/state';
import './styles.css';

// The server rendered this page from the same state; hydration attaches the handlers to its HTML.
const state = JSON.parse(document.getElementById('storefront-state')!.textContent!) as StorefrontState;
hydrateRoot(document.getElementById('app')!, <App state={state} />);
