import { useStorefront } from '../context';
import { localDigits } from '../format';
import type { ProductCard } from '@saray/contracts/storefront/state';

/**
 * Whether the product can be bought now, as the cart will answer: "Out of stock" when none is left, "In stock" (or
 * how few are left) only where `inStock` asks for it (the product page), nothing on a card of a product in stock.
 */
export function StockStatus({
  product,
  inStock = false,
  id,
}: {
  product: ProductCard;
  inStock?: boolean;
  id?: string;
}) {
  const { state, t } = useStorefront();
  const out = outOfStock(product);
  if (!out && !inStock) return null;
  const few = !out && lowStock(product);
  return (
    <p id={id} className={out ? 'stock stock--out' : few ? 'stock stock--low' : 'stock'} data-testid="stock">
      {out
        ? t('storefront.product.outofstock')
        : few
          ? t('storefront.product.lowstock', { count: localDigits(product.stockQuantity!, state.lang) })
          : t('storefront.product.instock')}
    </p>
  );
}

/** At most this many left: the product page says how many (spec 1 §8's low stock, 'only {0} pcs in stock'). */
export const LOW_STOCK = 5;

export const lowStock = (product: Pick<ProductCard, 'stockQuantity'>): boolean =>
  product.stockQuantity !== undefined && product.stockQuantity > 0 && product.stockQuantity <= LOW_STOCK;

/** None left: the cart refuses to add the product, so the screen offers no way to. */
export const outOfStock = (product: Pick<ProductCard, 'stockQuantity'>): boolean =>
  product.stockQuantity !== undefined && product.stockQuantity <= 0;
