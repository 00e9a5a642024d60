import { onBehalfOf, type Actor } from '../../auth/actor.js';
import { AppError } from '../../common/app-error.js';
import type { CrudTx } from '../../crud/unit-of-work.js';
import type { OrderRow } from './order-read.js';

/**
 * The order's stock documents (spec 2 §4: 'operations capture or release goods'): one StockTransaction per stocked
 * line, in the first active warehouse, under the first active operation that takes goods out (one named for orders
 * first). Written once, each through the pipeline; the caller's action marks the order sent to stock.
 */
export async function captureStock(tx: CrudTx, actor: Actor, order: OrderRow): Promise<void> {
  if (order.is_stock_transaction) return;
  const { manager } = tx;
  const [warehouse] = (await manager.query('SELECT id FROM warehouses WHERE is_actived ORDER BY id LIMIT 1')) as {
    id: number;
  }[];
  if (!warehouse) throw AppError.conflict('stock.error.nowarehouse');
  const [operation] = (await manager.query(
    `SELECT id FROM stock_operations WHERE is_actived AND increase_value = -1
     ORDER BY (entity_name = 'ProductOrder') DESC NULLS LAST, id LIMIT 1`,
  )) as { id: number }[];
  if (!operation) throw AppError.conflict('stock.error.nooperation');
  const lines = (await manager.query(
    `SELECT i.id, i.product_id, i.quantity FROM product_order_items i JOIN products p ON p.id = i.product_id
     LEFT JOIN product_types t ON t.id = p.product_type_id
     WHERE i.product_order_id = $1 AND COALESCE(t.is_stockable, true) ORDER BY i.id`,
    [order.id],
  )) as { id: number; product_id: number; quantity: number }[];
  const platform = onBehalfOf(actor);
  for (const line of lines)
    await tx.create('stock-transactions', platform, {
      warehouseId: warehouse.id,
      stockOperationId: operation.id,
      productId: line.product_id,
      productOrderItemId: line.id,
      quantity: line.quantity,
      description: `Invoice ${order.invoice_number ?? order.id}`,
    });
  order.is_stock_transaction = true;
}

/**
 * The goods leave the warehouse: the order's stock documents are released (captured first if they were not) and
 * the warehouses count them out.
 */
export async function releaseStock(tx: CrudTx, actor: Actor, order: OrderRow): Promise<void> {
  const captured = order.is_stock_transaction;
  await captureStock(tx, actor, order);
  if (!captured) await tx.update('product-orders', onBehalfOf(actor), order.id, { isStockTransaction: true });
  const held = (await tx.manager.query(
    `SELECT s.id, s.warehouse_id, s.quantity FROM stock_transactions s
     JOIN product_order_items i ON i.id = s.product_order_item_id
     WHERE i.product_order_id = $1 AND NOT s.is_released ORDER BY s.id`,
    [order.id],
  )) as { id: number; warehouse_id: number; quantity: number }[];
  const platform = onBehalfOf(actor);
  const out = new Map<number, number>();
  for (const document of held) {
    await tx.action('stock-transactions', platform, document.id, 'release');
    out.set(document.warehouse_id, (out.get(document.warehouse_id) ?? 0) + document.quantity);
  }
  for (const [warehouse, quantity] of [...out].sort(([a], [b]) => a - b)) {
    // write-sql: stock-counter
    const sql = 'UPDATE warehouses SET output_quantity = output_quantity + $2, updated_at = now() WHERE id = $1';
    await tx.manager.query(sql, [warehouse, quantity]);
  }
}

/**
 * Every shipment of the order not yet shipped is, as the order ships (the dashboard's 'set shipped'): what the
 * shipment's own markShipped sets, written as the order's doing (its action would ship the order a second time).
 */
export async function markShipmentsShipped(tx: CrudTx, actor: Actor, order: OrderRow): Promise<void> {
  const open = (await tx.manager.query(
    'SELECT id FROM shipments WHERE product_order_id = $1 AND NOT is_shipped ORDER BY id',
    [order.id],
  )) as { id: number }[];
  const platform = onBehalfOf(actor);
  for (const { id } of open)
    await tx.update('shipments', platform, id, { isShipped: true, shippedDate: new Date().toISOString(), status: 3 });
}
