import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import { Admin, defaultTheme, Loading, Resource, type I18nProvider } from 'react-admin';
import { BrowserRouter } from 'react-router-dom';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { basename, isRtl, type Locale } from './language';
import { Layout } from './layout/Layout';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import type { EntitySchema } from './schema';

// Screens are chunks of their own, loaded the first time one is opened.
const lazyScreen = (load: () => Promise<{ default: ComponentType }>) => {
  const Screen = lazy(load);
  return () => (
    <Suspense fallback={<Loading />}>
      <Screen />
    </Suspense>
  );
};
const GenericList = lazyScreen(() => import('./screens/GenericList'));
const GenericEdit = lazyScreen(() => import('./screens/GenericEdit'));
const GenericCreate = lazyScreen(() => import('./screens/GenericCreate'));
const Home = lazyScreen(() => import('./screens/Home'));
const NotFound = lazyScreen(() => import('./screens/NotFound'));

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
          theme={theme}
          darkTheme={null}
          requireAuth
          disableTelemetry
        >
          {(schemas: EntitySchema[]) =>
            (schemas ?? []).map((e) => (
              <Resource
                key={e.resource}
                name={e.resource}
                list={e.operations.includes('list') ? GenericList : undefined}
                edit={e.operations.includes('update') || e.operations.includes('view') ? GenericEdit : undefined}
                create={e.operations.includes('create') ? GenericCreate : undefined}
              />
            ))
          }
        </Admin>
      </BrowserRouter>
    </CacheProvider>
  );
}
