import type { OfferView } from '@saray/contracts/storefront/state';
import { AddToCartButton } from '../../../components/AddToCartButton';
import { Money } from '../../../components/Money';
import { useStorefront } from '../../../context';

/**
 * The sellers of a product, lowest price first (those with none left after the others): each with the seller's
 * name, the offer's own name, its price and stock, a link to its page and a button that adds it to the cart. The
 * first offer in stock is the lowest price and is marked so.
 */
export function OfferList({ offers, current }: { offers: OfferView[]; current: number }) {
  const { state, t, href } = useStorefront();
  return (
    <ol className="torob-offers-list">
      {offers.map((offer, i) => {
        const out = offer.stockQuantity <= 0;
        const best = i === 0 && !out;
        const seller = offer.seller ?? state.store.title;
        const [sellerId, stockId] = [`offer-seller-${offer.id}`, `offer-stock-${offer.id}`];
        return (
          <li
            key={offer.id}
            className={`torob-offer${best ? ' torob-offer--best' : ''}${out ? ' torob-offer--out' : ''}`}
            data-offer={offer.id}
          >
            <div className="torob-offer-who">
              <span className="torob-avatar" aria-hidden="true">
                {seller.slice(0, 1)}
              </span>
              <div>
                <p className="torob-offer-seller" id={sellerId}>
                  {seller}
                </p>
                <p className="torob-offer-name">{offer.name}</p>
              </div>
            </div>
            <div className="torob-offer-price">
              {best && <span className="torob-best">{t('storefront.torob.best')}</span>}
              <Money value={offer.price} currency={offer.currency ?? state.store.currency} />
              <p id={stockId} className={out ? 'stock stock--out' : 'stock'}>
                {t(out ? 'storefront.product.outofstock' : 'storefront.product.instock')}
              </p>
            </div>
            <div className="torob-offer-actions">
              {offer.id === current ? (
                <span className="torob-here">{t('storefront.torob.thisoffer')}</span>
              ) : (
                <a className="button torob-go" href={href(`/p/${offer.guid}`)} aria-describedby={sellerId}>
                  {t('storefront.torob.gotooffer')}
                </a>
              )}
              <AddToCartButton
                productId={offer.id}
                name={offer.name}
                disabled={out}
                describedBy={`${sellerId} ${stockId}`}
                testId="offer-add-to-cart"
              />
            </div>
          </li>
        );
      })}
    </ol>
  );
}
