import type { Row } from '../../crud/pipeline/serialize.js';
import type { CrudTx } from '../../crud/unit-of-work.js';
import type { LineRow, OrderChoices, OrderRead, OrderRow } from './order-read.js';

// What a cart change reads besides its own writes: the product and the open cart, and the shapes its work is given.

export const PRODUCT_SQL = `SELECT p.id, p.name, p.guid, p.price, p.published, p.call_for_price, p.base_coin_id,
  p.order_minimum_quantity, p.order_maximum_quantity, p.stock_quantity, p.is_ship_enabled, p.weight,
  p.is_tax_exempt, p.is_free_shipping, COALESCE(t.is_stockable, true) AS stockable, k.decimals, k.symbol
  FROM products p LEFT JOIN product_types t ON t.id = p.product_type_id LEFT JOIN coins k ON k.id = p.base_coin_id
  WHERE p.id = $1`;

/** A customer's open cart in a store (or in none). */
export const OPEN_CART_SQL = `SELECT * FROM product_orders WHERE customer_id = $1 AND NOT is_closed AND NOT is_deleted
  AND NOT is_purchased AND ($2::int IS NULL OR store_id = $2 OR store_id IS NULL) ORDER BY id DESC LIMIT 1`;

export type ProductRow = Omit<LineRow, 'id' | 'product_id' | 'quantity' | 'unit_price'> & {
  id: number;
  /** The product's coin. */
  decimals: number | null;
  symbol: string | null;
};

/** What a cart change's own statement read besides the cart (see CartService.change). */
export interface ChangeRead {
  product?: ProductRow;
  /** The address the change names, when it is the customer's. */
  ownAddress: number | null;
  /** The cart's lines and choices as they will be after the choices named (Choosing) are made. */
  after?: OrderRead;
}

/** What a cart change does once its cart is locked: the cart it leaves, and what it knows of its answer. */
export type CartWork = (
  tx: CrudTx,
  cart: OrderRow | undefined,
  read: ChangeRead,
) => Promise<{ cart?: OrderRow; known?: OrderRead }>;

/** What a cart change names, read with its lock (see CartService.change). */
export interface ChangeNames {
  productId?: number;
  addressId?: number | null;
  choices?: Choosing;
}

/** The checkout choices a change makes (null: none), read with its lock for its answer. */
export interface Choosing {
  customerAddressId?: number | null;
  shipmentTypeId?: number | null;
  paymentTypeId?: number | null;
}

/** The lines and choices of a cart just made with one line: nothing chosen yet, in its product's coin. */
export function newCart(line: Row, product: ProductRow): OrderRead {
  const choices = Object.fromEntries(
    ['tax_exempt', 'free_shipping', 'address', 'shipment_type', 'payment_type', 'discount', 'discount_code'].map(
      (c) => [c, null],
    ),
  );
  return {
    lines: [
      {
        ...product,
        id: line.id as number,
        product_id: product.id,
        quantity: line.quantity as number,
        unit_price: (line.unitPrice as string | null) ?? null,
        total_price: (line.totalPrice as string | null) ?? null,
      },
    ],
    choices: { ...choices, decimals: product.decimals, symbol: product.symbol } as OrderChoices,
  };
}
