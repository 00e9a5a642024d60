import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import { CssBaseline } from '@mui/material';
import {
  AdminContext,
  CoreAdminUI,
  CustomRoutes,
  Loading,
  LoadingPage,
  localStorageStore,
  Resource,
  type I18nProvider,
} from 'react-admin';
import { BrowserRouter, Navigate, Route } from 'react-router-dom';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { basename, isRtl, type Locale } from './language';
import { AppNotification } from './layout/AppNotification';
import { Layout } from './layout/Layout';
import { dashboardTheme } from './layout/theme';
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
// Pages a signed-in user does not see on opening the dashboard: the sign-in page (react-admin's form library comes
// with it) and react-admin's own refusal pages.
const SignInPage = lazyScreen(() => import('./layout/SignIn'));
const AccessDenied = lazyScreen(() => import('./screens/AccessDenied'));
const AuthenticationError = lazyScreen(() => import('./screens/AuthenticationError'));

const store = localStorageStore();

/**
 * The dashboard: one react-admin resource per entity the caller may use, in the page's language and direction.
 * It is react-admin's <Admin> taken apart (AdminContext + CoreAdminUI) because <Admin> imports its defaults for every
 * page it is not given (the sign-in form with its form library, English messages): 30 KB gzip the first page does
 * not need. Every page is given here, the rarely seen ones as chunks.
 */
export function App({ locale, i18nProvider }: { locale: Locale; i18nProvider: I18nProvider }) {
  const rtl = isRtl(locale);
  const cache = useMemo(
    () => createCache({ key: rtl ? 'muirtl' : 'mui', stylisPlugins: rtl ? [prefixer, rtlPlugin] : [prefixer] }),
    [rtl],
  );
  const theme = useMemo(() => dashboardTheme(rtl), [rtl]);
  return (
    <CacheProvider value={cache}>
      <BrowserRouter basename={basename()}>
        <AdminContext
          dataProvider={dataProvider}
          authProvider={authProvider}
          i18nProvider={i18nProvider}
          store={store}
          theme={theme}
          darkTheme={null}
        >
          <CssBaseline enableColorScheme>
            <CoreAdminUI
              title="Saray"
              layout={Layout}
              dashboard={Home}
              catchAll={NotFound}
              loginPage={SignInPage}
              loading={LoadingPage}
              accessDenied={AccessDenied}
              authenticationError={AuthenticationError}
              requireAuth
              disableTelemetry
            >
              {(schemas: EntitySchema[]) => {
                const { screens, redirects } = buildRoutes(schemas ?? []);
                return [
                  // A resource answers at /{resource}/* and routes match without case: /Payments/Payment/List is
                  // also payments/*. Its screens are the custom routes below; anything else under it is not found
                  // (a customer opening a back-office address), never an empty page.
                  ...(schemas ?? []).map((e) => (
                    <Resource key={e.resource} name={e.resource}>
                      <Route path="*" element={<NotFound />} />
                    </Resource>
                  )),
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
            </CoreAdminUI>
            <AppNotification />
          </CssBaseline>
        </AdminContext>
      </BrowserRouter>
    </CacheProvider>
  );
}
