import { Decimal } from 'decimal.js';
import type { EntityManager } from 'typeorm';
import type { MessageEvent } from '../messaging/message-events.js';
import { queueNotification } from '../messaging/notification-queue.js';

/** The order flags that tell the customer something, each with its e-mail. */
const FLAG_EVENTS: [flag: keyof OrderFlags, event: MessageEvent][] = [
  ['is_closed', 'order.closed'],
  ['is_paid', 'order.paid'],
  ['is_shipped', 'order.shipped'],
  ['is_delivered', 'order.delivered'],
  ['is_total_refunded', 'order.refunded'],
];

/** An order's flags before a change, as its row (snake case) has them. */
export interface OrderFlags {
  is_closed?: unknown;
  is_paid?: unknown;
  is_shipped?: unknown;
  is_delivered?: unknown;
  is_total_refunded?: unknown;
}

/** The flags of an order as the generic API gives it (camel case), for comparing with its row. */
export const flagsOfRecord = (order: Record<string, unknown>): OrderFlags => ({
  is_closed: order.isClosed,
  is_paid: order.isPaid,
  is_shipped: order.isShipped,
  is_delivered: order.isDelivered,
  is_total_refunded: order.isTotalRefunded,
});

/**
 * After a change to an order in this transaction, one e-mail per flag that has turned on (closed, paid, shipped,
 * delivered, refunded in full), queued in the same transaction. Several paths can see one change (a dashboard
 * action runs the checkout, which settles the order): the once-key per order and event keeps it to one mail.
 */
export async function notifyOrderChanges(manager: EntityManager, orderId: number, before: OrderFlags): Promise<void> {
  const [order] = (await manager.query(
    `SELECT o.*, c.symbol FROM product_orders o LEFT JOIN coins c ON c.id = o.coin_id WHERE o.id = $1`,
    [orderId],
  )) as Record<string, unknown>[];
  if (!order || order.customer_id == null) return;
  for (const [flag, event] of FLAG_EVENTS) {
    if (order[flag] !== true || before[flag] === true) continue;
    const total = order.total_price == null ? '' : new Decimal(order.total_price as string).toFixed();
    await queueNotification(manager, {
      event,
      customerId: order.customer_id as number,
      params: {
        orderNumber: (order.invoice_number as string | null) ?? String(order.id),
        orderTotal: [total, order.symbol].filter(Boolean).join(' '),
        link: '/account/myproductorders',
      },
      onceKey: `${event}:${orderId}`,
    });
  }
}
