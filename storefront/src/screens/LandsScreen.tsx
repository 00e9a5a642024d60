import { useEffect, useMemo, useState } from 'react';
import type { LandFilters, LandView } from '@saray/contracts/storefront/state';
import { useStorefront } from '../context';
import { localDigits } from '../format';
import { api } from '../session';
import { LandFiltersForm } from './lands/LandFiltersForm';
import { LandList } from './lands/LandList';
import { Legend } from './lands/Legend';
import { ParcelInfo } from './lands/ParcelInfo';
import { PlanetMap } from './lands/PlanetMap';
import { filterQuery, meets } from './lands/land-filters';

/**
 * /lands: the planet map with its areas and parcels coloured by status, a legend, the filters (area, status, price),
 * the parcel under the pointer or keyboard described beside the map, and every matching parcel as a list. A
 * signed-in customer also sees the lands they own.
 */
export function LandsScreen() {
  const { state, t, href } = useStorefront();
  const view = state.data.lands;
  const [filters, setFilters] = useState<LandFilters>(view?.filters ?? {});
  const [active, setActive] = useState<LandView | undefined>();
  const [mine, setMine] = useState<LandView[]>([]);
  const lands = useMemo(() => view?.lands ?? [], [view]);
  const shown = lands.filter((l) => meets(l, filters));
  const dimmed = useMemo(() => new Set(lands.filter((l) => !meets(l, filters)).map((l) => l.id)), [lands, filters]);
  const signedIn = state.user !== null;
  useEffect(() => {
    if (!signedIn) return;
    api<{ lands: LandView[] }>('GET', '/api/Lands/getMine', undefined, state.lang)
      .then((r) => setMine(r.lands))
      .catch(() => undefined);
  }, [signedIn, state.lang]);
  const change = (next: LandFilters) => {
    setFilters(next);
    window.history.replaceState(null, '', `${window.location.pathname}${filterQuery(next)}`);
  };
  if (!view) return null;
  return (
    <section className="lands">
      <header className="lands-head">
        <h1>{t('storefront.lands.title')}</h1>
        <p className="muted">{t('storefront.lands.intro')}</p>
        <a href={href('/loans')}>{t('storefront.loans.title')}</a>
      </header>
      <LandFiltersForm areas={view.areas} filters={filters} onChange={change} />
      <div className="lands-board">
        <div className="lands-map">
          <PlanetMap areas={view.areas} lands={lands} dimmed={dimmed} onActive={setActive} />
          <p id="planet-map-help" className="muted small">
            {t('storefront.lands.maphelp')}
          </p>
          <Legend />
        </div>
        <ParcelInfo land={active} areas={view.areas} />
      </div>
      {signedIn && mine.length > 0 && (
        <section className="my-lands" aria-labelledby="my-lands-title">
          <h2 id="my-lands-title">{t('storefront.lands.mylands')}</h2>
          <LandList lands={mine} areas={view.areas} />
        </section>
      )}
      <section aria-labelledby="land-list-title">
        <h2 id="land-list-title">
          {t('storefront.lands.list')}{' '}
          <span className="muted small">
            {t('storefront.lands.count', { smart_count: shown.length, count: localDigits(shown.length, state.lang) })}
          </span>
        </h2>
        <LandList lands={shown} areas={view.areas} />
      </section>
    </section>
  );
}
