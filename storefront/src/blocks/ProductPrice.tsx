import { Money } from '../components/Money';
import { useStorefront } from '../context';
import type { ProductCard } from '@saray/contracts/storefront/state';

/**
 * The price line of a product: the old price struck through, then the current one with its currency. Each amount is
 * its own isolated element with a gap between them, so in a right-to-left page they never read as one number; a
 * hidden label names each for a screen reader, which does not announce the strike-through.
 */
export function ProductPrice({ product, large = false }: { product: ProductCard; large?: boolean }) {
  const { state, t } = useStorefront();
  return (
    <p className={large ? 'price price--large' : 'price'}>
      {product.oldPrice && (
        <>
          <span className="visually-hidden">{t('storefront.product.oldprice')}</span>
          <del className="old-price">
            <Money value={product.oldPrice} />
          </del>{' '}
          <span className="visually-hidden">{t('storefront.product.price')}</span>
        </>
      )}
      <Money className="current-price" value={product.price} currency={product.currency ?? state.store.currency} />
    </p>
  );
}

/**
 * The whole-number percentage taken off the old price, or 0 when there is no real discount. Only for the badge:
 * prices themselves stay decimal strings.
 *
 * @example discountPercent({ price: '75', oldPrice: '100' }) // 25
 */
export function discountPercent(product: Pick<ProductCard, 'price' | 'oldPrice'>): number {
  const price = Number(product.price);
  const old = Number(product.oldPrice);
  if (!product.oldPrice || !Number.isFinite(price) || !Number.isFinite(old) || old <= price || old <= 0) return 0;
  return Math.round(((old - price) / old) * 100);
}
