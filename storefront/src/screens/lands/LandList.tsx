import type { LandAreaView, LandView } from '@saray/contracts/storefront/state';
import { Money } from '../../components/Money';
import { useStorefront } from '../../context';
import { formatDateTime } from '../../format';
import { sizeText, statusText } from './land-text';

/** The parcels as a table: what the map shows, for screen readers, phones and anyone who would rather read a list. */
export function LandList({ lands, areas }: { lands: LandView[]; areas: LandAreaView[] }) {
  const { state, t, href } = useStorefront();
  const areaName = new Map(areas.map((a) => [a.id, a.name]));
  if (!lands.length) return <p className="muted">{t('storefront.lands.nomatch')}</p>;
  return (
    <div className="table-scroll">
      <table className="data-table land-table" data-testid="land-list">
        <thead>
          <tr>
            <th>{t('storefront.lands.parcel')}</th>
            <th>{t('storefront.lands.area')}</th>
            <th>{t('storefront.lands.size')}</th>
            <th>{t('storefront.lands.statuslabel')}</th>
            <th>{t('storefront.lands.price')}</th>
            <th>{t('storefront.lands.ends')}</th>
          </tr>
        </thead>
        <tbody>
          {lands.map((land) => (
            <tr key={land.id} data-land={land.id}>
              <td>
                <a href={href(`/lands/${land.id}`)}>{land.title}</a>
              </td>
              <td data-label={t('storefront.lands.area')}>{areaName.get(land.areaId)}</td>
              <td data-label={t('storefront.lands.size')}>
                <bdi dir="ltr">{sizeText(land, state.lang)}</bdi>
              </td>
              <td>
                <span className={`land-status land-status--${land.status}`}>{statusText(land, t)}</span>
              </td>
              <td>
                {land.status === 'sold' && land.soldPrice ? (
                  <Money value={land.soldPrice} currency={land.coin} className="muted" />
                ) : land.asking ? (
                  <Money value={land.asking} currency={land.coin} />
                ) : (
                  '–'
                )}
              </td>
              <td data-label={land.status === 'auction' ? t('storefront.lands.ends') : undefined}>
                {land.status === 'auction' ? formatDateTime(land.auctionEndsAt, state.lang) : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
