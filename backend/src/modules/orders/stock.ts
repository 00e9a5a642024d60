import type { EntityManager } from 'typeorm';
import { AppError } from '../../common/app-error.js';

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

/** The rows an UPDATE … RETURNING gave back: the PostgreSQL driver answers [rows, count] for an UPDATE. */
export function updated<T = Record<string, unknown>>(result: unknown): T[] {
  const list = result as unknown[];
  return (Array.isArray(list[0]) ? list[0] : list) as T[];
}

/** 'Out of Stock', or 'only {count} pcs in stock available' (spec 1 §8). */
export function stockError(available: number): AppError {
  return available <= 0
    ? AppError.conflict('cart.error.outofstock')
    : new AppError(409, 'cart.error.lowstock', [], { count: available });
}

/**
 * Takes the pieces from stock, or refuses with the stock error naming what is left. Each product row is changed by
 * one conditional UPDATE, which locks it until the transaction ends; products are taken in id order, so two carts
 * sharing products wait for each other instead of deadlocking, and stock never goes below zero.
 */
export async function reserveStock(manager: EntityManager, needs: StockNeed[]): Promise<void> {
  for (const { productId, quantity } of stockNeeds(needs)) {
    const [taken] = updated(
      await manager.query(
        'UPDATE products SET stock_quantity = stock_quantity - $2 WHERE id = $1 AND stock_quantity >= $2 RETURNING id',
        [productId, quantity],
      ),
    );
    if (taken) continue;
    const [row] = (await manager.query('SELECT stock_quantity FROM products WHERE id = $1', [productId])) as {
      stock_quantity: number;
    }[];
    throw stockError(row?.stock_quantity ?? 0);
  }
}

/** Gives reserved pieces back (an order cancelled or its reservation expired), in the same fixed order. */
export async function returnStock(manager: EntityManager, needs: StockNeed[]): Promise<void> {
  for (const { productId, quantity } of stockNeeds(needs)) {
    await manager.query('UPDATE products SET stock_quantity = stock_quantity + $2 WHERE id = $1', [
      productId,
      quantity,
    ]);
  }
}
