import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './App';
import { documentHtml, type Assets } from './document';
import type { StorefrontState } from '@saray/contracts/storefront/state';
import { SCREENS } from './screens/all';
import { componentName, screenModules } from './screens/registry';
import { themeOf } from './themes';

export type { Assets } from './document';
export type { StorefrontState } from '@saray/contracts/storefront/state';

/** The themes' own screens, bundled into the server renderer (the browser loads each as a chunk of its own). */
const THEME_SCREENS = import.meta.glob<Record<string, ComponentType>>('./themes/*/screens/*Screen.tsx', {
  eager: true,
});

/** Renders one request's page to a complete HTML document. */
export function render(state: StorefrontState, assets: Assets): string {
  const theme = themeOf(state.store.theme);
  const modules = screenModules(state, theme);
  const screens = {
    shared: SCREENS[modules.shared.slice('screens/'.length)]!,
    own: modules.own ? THEME_SCREENS[`./${modules.own}.tsx`]![componentName(modules.own)]! : null,
  };
  const html = renderToString(<App state={state} theme={theme} screens={screens} />);
  return documentHtml(state, html, assets, [modules.shared, ...(modules.own ? [modules.own] : [])]);
}
