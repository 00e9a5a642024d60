import { createContext, useContext, type ReactNode } from 'react';
import type { StorefrontState } from '@saray/contracts/storefront/state';
import { translator, type Translate } from './i18n';

export interface Storefront {
  state: StorefrontState;
  t: Translate;
  /** A link inside the store: `href('/p/…')` → '/fa/p/…'. */
  href: (path: string) => string;
}

const StorefrontContext = createContext<Storefront | null>(null);

export function StorefrontProvider({ state, children }: { state: StorefrontState; children: ReactNode }) {
  const value: Storefront = {
    state,
    t: translator(state.messages),
    href: (path) => (/^(https?:)?\/\//.test(path) ? path : `${state.base}/${path.replace(/^\/+/, '')}`),
  };
  return <StorefrontContext.Provider value={value}>{children}</StorefrontContext.Provider>;
}

/** The request's state, translator and link builder. */
export function useStorefront(): Storefront {
  const value = useContext(StorefrontContext);
  if (!value) throw new Error('useStorefront outside StorefrontProvider');
  return value;
}
