import type { EntityManager } from 'typeorm';
import { AppError } from '../../common/app-error.js';
import type { CrudTx } from '../../crud/unit-of-work.js';

/** Pieces of one product a cart takes from (or gives back to) stock. */
export interface StockNeed {
  productId: number;
  quantity: number;
}

/** Needs of several lines of one product added up, in product id order: the fixed order every writer locks in. */
export function stockNeeds(lines: StockNeed[]): StockNeed[] {
  const byProduct = new Map<number, number>();
  for (const l of lines) byProduct.set(l.productId, (byProduct.get(l.productId) ?? 0) + l.quantity);
  return [...byProduct].sort(([a], [b]) => a - b).map(([productId, quantity]) => ({ productId, quantity }));
}

/** 'Out of Stock', or 'only {count} pcs in stock available' (spec 1 §8). */
export function stockError(available: number): AppError {
  return available <= 0
    ? AppError.conflict('cart.error.outofstock')
    : new AppError(409, 'cart.error.lowstock', [], { count: available });
}

/**
 * The pieces taken from stock, as a WITH item `taken` (the product ids $1 and quantities $2, as stockNeeds orders
 * them): each product row changes by one conditional UPDATE, which locks it until the transaction ends, so stock
 * never goes below zero; `taken` has a row per product that had enough. The rows are locked in id order (the
 * ordered input, and the ORDER BY … FOR UPDATE before the UPDATE), so two carts sharing products wait for each other
 * instead of deadlocking.
 */
// write-sql: stock-decrement
export const STOCK_TAKE_SQL = `wanted AS (
    SELECT w.id, w.quantity FROM unnest($1::int[], $2::int[]) AS w(id, quantity)),
  rows AS (
    SELECT p.id FROM products p JOIN wanted w ON w.id = p.id ORDER BY p.id FOR UPDATE OF p),
  taken AS (
    UPDATE products p SET stock_quantity = p.stock_quantity - w.quantity FROM wanted w, rows r
    WHERE p.id = w.id AND r.id = p.id AND p.stock_quantity >= w.quantity RETURNING p.id)`;

/** The stock error for the first of these needs that stock cannot meet now. */
export async function shortOf(manager: EntityManager, needs: StockNeed[]): Promise<AppError> {
  const rows = (await manager.query('SELECT id, stock_quantity FROM products WHERE id = ANY($1::int[])', [
    needs.map((n) => n.productId),
  ])) as { id: number; stock_quantity: number }[];
  const stock = new Map(rows.map((r) => [r.id, r.stock_quantity]));
  const short = needs.find((n) => (stock.get(n.productId) ?? 0) < n.quantity);
  return stockError(short ? (stock.get(short.productId) ?? 0) : 0);
}

/**
 * Gives reserved pieces back (an order cancelled or its reservation expired), in the same fixed order; the products
 * are named to the change feed, as for the pieces taken, since pages show their stock.
 */
export async function returnStock(tx: Pick<CrudTx, 'manager' | 'changed'>, needs: StockNeed[]): Promise<void> {
  for (const { productId, quantity } of stockNeeds(needs)) {
    // write-sql: stock-decrement
    await tx.manager.query('UPDATE products SET stock_quantity = stock_quantity + $2 WHERE id = $1', [
      productId,
      quantity,
    ]);
  }
  if (needs.length) tx.changed('Product');
}
