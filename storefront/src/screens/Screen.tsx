import { createContext, useContext, type ComponentType } from 'react';

/**
 * The route's shared screen (./registry), resolved before rendering: statically on the server, as a preloaded chunk
 * in the browser. A theme's own screen may draw it inside its own (a product not found, the home page's blocks).
 */
export const ScreenContext = createContext<ComponentType | null>(null);
/** The theme's own screen for the route, if it has one: it draws the page in place of the shared one. */
export const ThemeScreenContext = createContext<ComponentType | null>(null);

/** The screen of the matched route (spec 1 §2.1–2.2): the theme's own, else the shared one. */
export function Screen() {
  const Own = useContext(ThemeScreenContext);
  const Shared = useContext(ScreenContext);
  if (Own) return <Own />;
  return Shared ? <Shared /> : null;
}
