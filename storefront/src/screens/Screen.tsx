import { createContext, useContext, type ComponentType } from 'react';
import { useStorefront } from '../context';
import { useTheme } from '../themes/ThemeContext';

/** The shared screen of the request's route (./registry), resolved before rendering: statically on the server. */
export const ScreenContext = createContext<ComponentType | null>(null);

/** The screen of the matched route (spec 1 §2.1–2.2): the theme's own, else the shared one. */
export function Screen() {
  const { state } = useStorefront();
  const Own = useTheme().screens?.[state.route.name];
  const Shared = useContext(ScreenContext);
  if (Own) return <Own />;
  return Shared ? <Shared /> : null;
}
