import { renderToString } from 'react-dom/server';
import { App } from './App';
import { documentHtml, type Assets } from './document';
import type { StorefrontState } from '@saray/contracts/storefront/state';

export type { Assets } from './document';
export type { StorefrontState } from '@saray/contracts/storefront/state';

/** Renders one request's page to a complete HTML document. */
export function render(state: StorefrontState, assets: Assets): string {
  return documentHtml(state, renderToString(<App state={state} />), assets);
}
