import { renderToString } from 'react-dom/server';
import { App } from './App';
import { documentHtml, type Assets } from './document';
import type { StorefrontState } from '@saray/contracts/storefront/state';
import { SCREENS } from './screens/all';
import { screenFile } from './screens/registry';
import { themeOf } from './themes';

export type { Assets } from './document';
export type { StorefrontState } from '@saray/contracts/storefront/state';

/** Renders one request's page to a complete HTML document. */
export function render(state: StorefrontState, assets: Assets): string {
  const app = <App state={state} theme={themeOf(state.store.theme)} screen={SCREENS[screenFile(state)]!} />;
  return documentHtml(state, renderToString(app), assets);
}
