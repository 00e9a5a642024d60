import { LAND_STATUSES } from '@saray/contracts/storefront/state';
import { useStorefront } from '../../context';

/** What the map's colours mean (each status is also told in words on every parcel and in the list). */
export function Legend() {
  const { t } = useStorefront();
  return (
    <ul className="land-legend" aria-label={t('storefront.lands.legend')}>
      {LAND_STATUSES.map((s) => (
        <li key={s}>
          <svg viewBox="0 0 2 2" width="18" height="18" aria-hidden="true" className={`parcel parcel--${s}`}>
            <rect x="0.1" y="0.1" width="1.8" height="1.8" rx="0.3" />
          </svg>
          {t(`storefront.lands.status.${s}`)}
        </li>
      ))}
    </ul>
  );
}
