import { useStorefront } from '../context';
import { formatMoney } from '../format';
import type { ProductCard } from '@saray/contracts/storefront/state';

/** The price line of a product: the old price struck through, then the current one with its currency. */
export function ProductPrice({ product, large = false }: { product: ProductCard; large?: boolean }) {
  const { state } = useStorefront();
  return (
    <p className={large ? 'price price--large' : 'price'}>
      {product.oldPrice && <del className="old-price">{formatMoney(product.oldPrice, state.lang)}</del>}
      <span className="current-price">{`${formatMoney(product.price, state.lang)} ${product.currency ?? state.store.currency}`}</span>
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
