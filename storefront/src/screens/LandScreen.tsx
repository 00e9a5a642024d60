import { useCallback, useEffect, useState } from 'react';
import type { LandBidView, LandView } from '@saray/contracts/storefront/state';
import { Alert } from '../components/Alert';
import { Money } from '../components/Money';
import { useStorefront } from '../context';
import { formatDate, localDigits } from '../format';
import { api } from '../session';
import { AuctionPanel } from './lands/AuctionPanel';
import { BuyPanel } from './lands/BuyPanel';
import { Legend } from './lands/Legend';
import { LoanForm } from './lands/LoanForm';
import { PlanetMap } from './lands/PlanetMap';
import { sizeText, statusText } from './lands/land-text';
import { useBalance } from './lands/useBalance';

/**
 * /lands/{id}: a parcel on the planet map, its facts, and its sale: the price and buying it, with a loan towards it
 * when a plan lends in its coin; or its auction with the highest bid, the time left and the bids. After a purchase
 * or a bid the land is read again from the server, which decided it.
 */
export function LandScreen() {
  const { state, t, href } = useStorefront();
  const view = state.data.lands;
  const [land, setLand] = useState<LandView | undefined>(view?.land);
  const [bids, setBids] = useState<LandBidView[]>(view?.bids ?? []);
  const [owned, setOwned] = useState(false);
  const [balance, readBalance] = useBalance(land?.coinId ?? 0);
  const signedIn = state.user !== null;
  const id = land?.id;
  const readOwned = useCallback(() => {
    if (!signedIn || !id) return;
    api<{ lands: LandView[] }>('GET', '/api/Lands/getMine', undefined, state.lang)
      .then((r) => setOwned(r.lands.some((l) => l.id === id)))
      .catch(() => undefined);
  }, [signedIn, id, state.lang]);
  useEffect(readOwned, [readOwned]);
  const changed = () => {
    readBalance();
    readOwned();
    api<{ land: LandView; bids: LandBidView[] }>('GET', `/api/Lands/getLand?id=${id}`, undefined, state.lang)
      .then((r) => {
        setLand(r.land);
        setBids(r.bids);
      })
      .catch(() => undefined);
  };
  if (!view || !land) return null;
  const area = view.areas.find((a) => a.id === land.areaId);
  const lands = view.lands.map((l) => (l.id === land.id ? land : l));
  return (
    <article className="land-page" data-land={land.id} data-status={land.status}>
      <p>
        <a href={href('/lands')}>{t('storefront.lands.back')}</a>
      </p>
      <header className="land-head">
        <h1>{land.title}</h1>
        <span className={`land-status land-status--${land.status}`} data-testid="land-status">
          {statusText(land, t)}
        </span>
      </header>
      {owned && (
        <Alert
          kind="success"
          message={t(land.status === 'reserved' ? 'storefront.lands.reservedyou' : 'storefront.lands.owned')}
        />
      )}
      <div className="land-layout">
        <div className="land-main">
          <PlanetMap areas={view.areas} lands={lands} selected={land.id} />
          <p id="planet-map-help" className="muted small">
            {t('storefront.lands.maphelp')}
          </p>
          <Legend />
        </div>
        <div className="land-facts">
          <h2>{t('storefront.lands.facts')}</h2>
          <dl className="facts">
            <dt>{t('storefront.lands.area')}</dt>
            <dd>
              <a href={href(`/lands?area=${land.areaId}`)}>{area?.name}</a>
            </dd>
            <dt>{t('storefront.lands.position')}</dt>
            <dd>
              <bdi dir="ltr">{localDigits(`${land.x}, ${land.y}`, state.lang)}</bdi>
            </dd>
            <dt>{t('storefront.lands.size')}</dt>
            <dd>
              {t('storefront.lands.sizevalue', { size: sizeText(land, state.lang) })} (
              {t('storefront.lands.units', {
                smart_count: land.width * land.height,
                count: localDigits(land.width * land.height, state.lang),
              })}
              )
            </dd>
          </dl>
          {land.description && <p>{land.description}</p>}
          {area?.description && <p className="muted">{area.description}</p>}
        </div>
        <div className="land-side">
          {land.saleKind === 'auction' ? (
            <AuctionPanel land={land} bids={bids} now={view.now} balance={balance} changed={changed} />
          ) : (
            <BuyPanel land={land} balance={balance} changed={changed} />
          )}
          {land.status === 'reserved' && !owned && <p className="muted">{t('storefront.lands.reserved')}</p>}
          {land.status === 'sold' && land.soldAt && (
            <p data-testid="sold-note">
              {t('storefront.lands.soldon', { date: formatDate(land.soldAt, state.lang) })}{' '}
              {land.soldPrice && <Money value={land.soldPrice} currency={land.coin} />}
            </p>
          )}
          {land.status === 'sale' && (view.plans ?? []).length > 0 && (
            <section className="sale-panel" aria-labelledby="loan-title">
              <h2 id="loan-title">{t('storefront.lands.financing')}</h2>
              <p className="muted small">{t('storefront.lands.financinghelp')}</p>
              <LoanForm plans={view.plans ?? []} lands={[land]} fixedLand={land} requested={changed} />
              <p>
                <a href={href('/loans')}>{t('storefront.loans.title')}</a>
              </p>
            </section>
          )}
        </div>
      </div>
    </article>
  );
}
