import { useState } from 'react';
import type { ProductDetail } from '@saray/contracts/storefront/state';
import { AddToCartButton } from './AddToCartButton';
import { QuantityStepper } from './QuantityStepper';
import { outOfStock } from './StockStatus';

/** How many to add, and the button that adds them; as many as are in stock at most. */
export function BuyControls({ product }: { product: ProductDetail }) {
  const [quantity, setQuantity] = useState(1);
  const out = outOfStock(product);
  const max = product.stockQuantity && product.stockQuantity > 0 ? product.stockQuantity : null;
  return (
    <div className="add-to-cart">
      <QuantityStepper value={quantity} max={max} onChange={setQuantity} name={product.name} disabled={out} />
      <AddToCartButton
        productId={product.id}
        name={product.name}
        quantity={quantity}
        disabled={out}
        describedBy="product-stock"
      />
    </div>
  );
}
