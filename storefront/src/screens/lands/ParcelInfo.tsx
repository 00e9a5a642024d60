import type { LandAreaView, LandView } from '@saray/contracts/storefront/state';
import { Money } from '../../components/Money';
import { useStorefront } from '../../context';
import { localDigits } from '../../format';
import { sizeText, statusText } from './land-text';

/** The parcel the pointer or keyboard is on, described beside the map; a hint until there is one. */
export function ParcelInfo({ land, areas }: { land: LandView | undefined; areas: LandAreaView[] }) {
  const { state, t, href } = useStorefront();
  const area = land && areas.find((a) => a.id === land.areaId);
  return (
    <aside
      className={land ? 'parcel-info' : 'parcel-info parcel-info--empty'}
      aria-live="polite"
      data-testid="parcel-info"
    >
      {!land ? (
        <p className="muted">{t('storefront.lands.pick')}</p>
      ) : (
        <>
          <h2>{land.title}</h2>
          <p>
            <span className={`land-status land-status--${land.status}`}>{statusText(land, t)}</span>
          </p>
          <dl className="facts">
            <dt>{t('storefront.lands.area')}</dt>
            <dd>{area?.name}</dd>
            <dt>{t('storefront.lands.size')}</dt>
            <dd>
              <bdi dir="ltr">{sizeText(land, state.lang)}</bdi>
            </dd>
            <dt>{t('storefront.lands.position')}</dt>
            <dd>
              <bdi dir="ltr">{localDigits(`${land.x}, ${land.y}`, state.lang)}</bdi>
            </dd>
            {land.status === 'sale' && land.price && (
              <>
                <dt>{t('storefront.lands.price')}</dt>
                <dd>
                  <Money value={land.price} currency={land.coin} />
                </dd>
              </>
            )}
            {(land.status === 'auction' || land.status === 'ended') && (
              <>
                <dt>{land.highestBid ? t('storefront.lands.highestbid') : t('storefront.lands.startingbid')}</dt>
                <dd>
                  <Money value={land.highestBid ?? land.minimumBid ?? '0'} currency={land.coin} />
                </dd>
              </>
            )}
          </dl>
          <a className="button button--primary" href={href(`/lands/${land.id}`)}>
            {t('storefront.lands.view')}
          </a>
        </>
      )}
    </aside>
  );
}
