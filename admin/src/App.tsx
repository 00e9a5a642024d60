import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import { Admin, CustomRoutes, defaultTheme, Loading, Resource, type I18nProvider } from 'react-admin';
import { BrowserRouter, Navigate, Route } from 'react-router-dom';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { basename, isRtl, type Locale } from './language';
import { AppNotification } from './layout/AppNotification';
import { Layout } from './layout/Layout';
import { SignInPage } from './layout/SignIn';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { buildRoutes, type ScreenKind } from './routes';
import type { EntitySchema } from './schema';
import { ScreenProvider } from './screen';
import { SUPPORT_CONSOLE } from './layout/Menu';
import './lazyParts';

// Screens are chunks of their own, loaded the first time one is opened.
const lazyScreen = (load: () => Promise<{ default: ComponentType }>) => {
  const Screen = lazy(load);
  return () => (
    <Suspense fallback={<Loading />}>
      <Screen />
    </Suspense>
  );
};
const SCREENS: Record<ScreenKind, ComponentType> = {
  list: lazyScreen(() => import('./screens/GenericList')),
  create: lazyScreen(() => import('./screens/GenericCreate')),
  update: lazyScreen(() => import('./screens/GenericEdit')),
};
const Home = lazyScreen(() => import('./screens/Home'));
const NotFound = lazyScreen(() => import('./screens/NotFound'));
const SupportConsole = lazyScreen(() => import('./screens/SupportConsole'));

const FONT = '"Vazirmatn", "Segoe UI", Tahoma, system-ui, sans-serif';

/** The dashboard: one react-admin resource per entity the caller may use, in the page's language and direction. */
export function App({ locale, i18nProvider }: { locale: Locale; i18nProvider: I18nProvider }) {
  const rtl = isRtl(locale);
  const cache = useMemo(
    () => createCache({ key: rtl ? 'muirtl' : 'mui', stylisPlugins: rtl ? [prefixer, rtlPlugin] : [prefixer] }),
    [rtl],
  );
  const theme = useMemo(
    () => ({ ...defaultTheme, direction: rtl ? ('rtl' as const) : ('ltr' as const), typography: { fontFamily: FONT } }),
    [rtl],
  );
  return (
    <CacheProvider value={cache}>
      <BrowserRouter basename={basename()}>
        <Admin
          title="Saray"
          dataProvider={dataProvider}
          authProvider={authProvider}
          i18nProvider={i18nProvider}
          layout={Layout}
          dashboard={Home}
          catchAll={NotFound}
          notification={AppNotification}
          loginPage={SignInPage}
          theme={theme}
          darkTheme={null}
          requireAuth
          disableTelemetry
        >
          {(schemas: EntitySchema[]) => {
            const { screens, redirects } = buildRoutes(schemas ?? []);
            return [
              ...(schemas ?? []).map((e) => <Resource key={e.resource} name={e.resource} />),
              <CustomRoutes key="screens">
                {screens.map((screen) => {
                  const Screen = SCREENS[screen.kind];
                  return (
                    <Route
                      key={screen.pattern}
                      path={screen.pattern}
                      element={
                        <ScreenProvider screen={screen}>
                          <Screen />
                        </ScreenProvider>
                      }
                    />
                  );
                })}
                {schemas?.some((e) => e.resource === 'support-chats') && (
                  <Route key="support-console" path={SUPPORT_CONSOLE} element={<SupportConsole />} />
                )}
                {redirects.map((r) => (
                  <Route key={`r:${r.from}`} path={r.from} element={<Navigate to={r.to} replace />} />
                ))}
              </CustomRoutes>,
            ];
          }}
        </Admin>
      </BrowserRouter>
    </CacheProvider>
  );
}
