import type { ProductCard } from '@saray/contracts/storefront/state';
import { ProductPrice } from '../../../blocks/ProductPrice';
import { FavoriteButton } from '../../../components/FavoriteButton';
import { Money } from '../../../components/Money';
import { Picture } from '../../../components/Picture';
import { outOfStock, StockStatus } from '../../../components/StockStatus';
import { useStorefront } from '../../../context';
import { localDigits } from '../../../format';
import { FactIcon } from './FactIcon';
import { factText, keyFacts, placeText } from './facts';

/** The id of a listing's card, which its map marker links to. */
export const cardId = (product: Pick<ProductCard, 'sku' | 'id'>): string => `listing-${product.sku || product.id}`;

interface Props {
  product: ProductCard;
  /** Its number on the list's map, shown on the picture. */
  number?: number;
  eager?: boolean;
  /** Its marker is hovered or focused: the card stands out. */
  active?: boolean;
  onActive?: (id: number | null) => void;
}

/**
 * A property as a card: the picture with its map number, the price and the price of a square metre, the name, where
 * it is, and its area, rooms, floor and year. A product that is no listing shows picture, name, price and stock.
 */
export function ListingCard({ product, number, eager = false, active = false, onActive }: Props) {
  const { state, t, href } = useStorefront();
  const link = href(`/p/${product.guid}`);
  const { listing } = product;
  const place = placeText(listing, t);
  const facts = keyFacts(listing);
  const sold = listing && outOfStock(product);
  return (
    <article
      id={number !== undefined ? cardId(product) : undefined}
      className={`product-card melk-card${active ? ' is-active' : ''}`}
      data-product={product.sku}
      data-stock={outOfStock(product) ? 'out' : undefined}
      onMouseEnter={onActive && (() => onActive(product.id))}
      onMouseLeave={onActive && (() => onActive(null))}
    >
      <a href={link} className="product-picture melk-card-picture" tabIndex={-1} aria-hidden="true">
        {product.picture ? (
          <Picture
            name={product.picture}
            alt=""
            width={400}
            height={300}
            sizes="(max-width: 600px) 100vw, (max-width: 1100px) 50vw, 360px"
            eager={eager}
          />
        ) : (
          <span className="picture-placeholder">{product.name.slice(0, 1)}</span>
        )}
        {number !== undefined && <span className="melk-card-number">{localDigits(number, state.lang)}</span>}
      </a>
      {(product.markAsNew || sold) && (
        <span className={sold ? 'badge melk-badge melk-badge--sold' : 'badge melk-badge'}>
          {t(sold ? 'storefront.melk.sold' : 'storefront.product.new')}
        </span>
      )}
      <div className="melk-card-body">
        <ProductPrice product={product} />
        {listing?.pricePerArea && (
          <p className="melk-per-area">
            {t('storefront.melk.perarea')}{' '}
            <Money value={listing.pricePerArea} currency={product.currency ?? state.store.currency} />
          </p>
        )}
        <h3 className="product-name">
          <a href={link} onFocus={onActive && (() => onActive(product.id))} onBlur={onActive && (() => onActive(null))}>
            {product.name}
          </a>
        </h3>
        {place && (
          <p className="melk-place">
            <FactIcon name="pin" size={16} />
            <span>{place}</span>
          </p>
        )}
        {facts.length > 0 && (
          <ul className="melk-facts">
            {facts.map((f) => (
              <li key={f.id}>
                <FactIcon name={f.icon} size={16} />
                <span>{factText(f, t, state.lang)}</span>
              </li>
            ))}
          </ul>
        )}
        {!listing && <StockStatus product={product} />}
      </div>
      <FavoriteButton productId={product.id} name={product.name} />
    </article>
  );
}
