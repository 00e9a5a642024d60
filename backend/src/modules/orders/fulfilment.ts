import type { EntityManager } from 'typeorm';
import { AppError } from '../../common/app-error.js';
import type { OrderRow } from './checkout.js';
import { notifyOrderChanges } from './order-notifications.js';

/**
 * The order's stock documents (spec 2 §4: 'operations capture or release goods'): one StockTransaction per stocked
 * line, in the first active warehouse, under the first active operation that takes goods out (one named for orders
 * first). Written once; the order is marked sent to stock.
 */
export async function captureStock(manager: EntityManager, order: OrderRow, actorId: number | null): Promise<void> {
  if (order.is_stock_transaction) return;
  const [warehouse] = (await manager.query('SELECT id FROM warehouses WHERE is_actived ORDER BY id LIMIT 1')) as {
    id: number;
  }[];
  if (!warehouse) throw AppError.conflict('stock.error.nowarehouse');
  const [operation] = (await manager.query(
    `SELECT id FROM stock_operations WHERE is_actived AND increase_value = -1
     ORDER BY (entity_name = 'ProductOrder') DESC NULLS LAST, id LIMIT 1`,
  )) as { id: number }[];
  if (!operation) throw AppError.conflict('stock.error.nooperation');
  await manager.query(
    `INSERT INTO stock_transactions (warehouse_id, stock_operation_id, product_id, product_order_item_id, quantity,
       description, version, created_by, updated_by)
     SELECT $1, $2, i.product_id, i.id, i.quantity, $4, 1, $5, $5
     FROM product_order_items i JOIN products p ON p.id = i.product_id
     LEFT JOIN product_types t ON t.id = p.product_type_id
     WHERE i.product_order_id = $3 AND COALESCE(t.is_stockable, true) ORDER BY i.id`,
    [warehouse.id, operation.id, order.id, `Invoice ${order.invoice_number ?? order.id}`, actorId],
  );
  await manager.query(
    'UPDATE product_orders SET is_stock_transaction = true, updated_at = now(), version = version + 1 WHERE id = $1',
    [order.id],
  );
  order.is_stock_transaction = true;
}

/** The goods leave the warehouse: the order's stock documents are released and the warehouses count them out. */
export async function releaseStock(manager: EntityManager, order: OrderRow, actorId: number | null): Promise<void> {
  await captureStock(manager, order, actorId);
  await manager.query(
    `WITH released AS (
       UPDATE stock_transactions s SET is_released = true, released_date = now(), updated_by = $2, updated_at = now(),
         version = s.version + 1
       FROM product_order_items i WHERE i.id = s.product_order_item_id AND i.product_order_id = $1 AND NOT s.is_released
       RETURNING s.warehouse_id, s.quantity)
     UPDATE warehouses w SET output_quantity = w.output_quantity + r.total
     FROM (SELECT warehouse_id, SUM(quantity)::int AS total FROM released GROUP BY warehouse_id) r
     WHERE w.id = r.warehouse_id`,
    [order.id, actorId],
  );
}

/**
 * The order is shipped once every shipment of it is (spec 2 §4: its state derives from its shipments, under its
 * lock); shipping releases its goods from stock.
 */
export async function settleShipping(
  manager: EntityManager,
  order: OrderRow,
  actorId: number | null,
): Promise<boolean> {
  const [{ open }] = (await manager.query(
    'SELECT count(*)::int AS open FROM shipments WHERE product_order_id = $1 AND NOT is_shipped',
    [order.id],
  )) as { open: number }[];
  if (open > 0 || order.is_canceled) return false;
  await releaseStock(manager, order, actorId);
  await manager.query(
    `UPDATE product_orders SET is_shipped = true, shipped_date = COALESCE(shipped_date, now()), updated_at = now(),
       version = version + 1 WHERE id = $1`,
    [order.id],
  );
  await notifyOrderChanges(manager, order.id, order);
  return true;
}
