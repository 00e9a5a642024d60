import { useState } from 'react';
import type { ProductCard, ProductFilters } from '@saray/contracts/storefront/state';
import { useStorefront } from '../../../context';
import { localDigits } from '../../../format';
import { ListingCard, cardId } from './ListingCard';
import { ListingFilters } from './ListingFilters';
import { ListingMap } from './ListingMap';
import { mapItems } from './map-items';

/**
 * A list of listings as theme_melk shows it: the filters, how many were found, the cards and, beside them while any
 * has a point, the map. A marker and its card light up together as either is hovered or focused; a marker leads to
 * its card.
 */
export function ListingResults({ products, filters }: { products: ProductCard[]; filters?: ProductFilters }) {
  const { state, t } = useStorefront();
  const [active, setActive] = useState<number | null>(null);
  const items = mapItems(products, t, state.lang, state.store.currency, (p) => `#${cardId(p)}`);
  const numbers = new Map(items.map((i) => [i.id, i.number]));
  return (
    <div className="melk-results-wrap">
      {filters && <ListingFilters filters={filters} />}
      <p className="melk-count">
        {t('storefront.melk.count', { count: localDigits(products.length, state.lang), smart_count: products.length })}
      </p>
      <div className={items.length ? 'melk-results melk-results--map' : 'melk-results'}>
        {products.length ? (
          <div className="product-grid melk-grid">
            {products.map((p, i) => (
              <ListingCard
                key={p.id}
                product={p}
                number={numbers.get(p.id)}
                eager={i < 2}
                active={active === p.id}
                onActive={setActive}
              />
            ))}
          </div>
        ) : (
          <p className="melk-none">{t('storefront.melk.none')}</p>
        )}
        {items.length > 0 && (
          <aside className="melk-results-map" aria-label={t('storefront.melk.map.label')}>
            <ListingMap items={items} label={t('storefront.melk.map.label')} active={active} onActive={setActive} />
          </aside>
        )}
      </div>
    </div>
  );
}
