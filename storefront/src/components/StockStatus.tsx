import { useStorefront } from '../context';
import type { ProductCard } from '@saray/contracts/storefront/state';

/**
 * Whether the product can be bought now, as the cart will answer: "Out of stock" when none is left, "In stock" only
 * where `inStock` asks for it (the product page), nothing on a card of a product in stock.
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
  const { t } = useStorefront();
  const out = outOfStock(product);
  if (!out && !inStock) return null;
  return (
    <p id={id} className={out ? 'stock stock--out' : 'stock'} data-testid="stock">
      {t(out ? 'storefront.product.outofstock' : 'storefront.product.instock')}
    </p>
  );
}

/** None left: the cart refuses to add the product, so the screen offers no way to. */
export const outOfStock = (product: Pick<ProductCard, 'stockQuantity'>): boolean =>
  product.stockQuantity !== undefined && product.stockQuantity <= 0;
