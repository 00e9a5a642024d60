import { Decimal } from 'decimal.js';
import type { Row } from '../../crud/pipeline/serialize.js';
import { readRelated } from '../../crud/related.js';
import type { CrudTx } from '../../crud/unit-of-work.js';
import type { Registry } from '../../schema/registry.js';
import type { MessageEvent } from '../../platform/messaging/message-events.js';
import { queueNotification, type RecipientRow } from '../../platform/messaging/notification-queue.js';
import { CLOSED_EVENT } from './order-read.js';

/** The order flags that tell the customer something, each with its e-mail. */
const FLAG_EVENTS: [flag: keyof OrderFlags, event: MessageEvent][] = [
  ['isClosed', 'order.closed'],
  ['isPaid', 'order.paid'],
  ['isShipped', 'order.shipped'],
  ['isDelivered', 'order.delivered'],
  ['isTotalRefunded', 'order.refunded'],
];

/** An order's flags before a change. */
export interface OrderFlags {
  isClosed?: unknown;
  isPaid?: unknown;
  isShipped?: unknown;
  isDelivered?: unknown;
  isTotalRefunded?: unknown;
}

/**
 * After a write of an order (`order`, as written), one e-mail per flag that has turned on (closed, paid, shipped,
 * delivered, refunded in full), queued with the transaction's history. Several paths can see one change: the
 * once-key per order and event keeps it to one mail. `closedTo`: the recipient of the close's mail, which the close
 * read with its order.
 */
export async function notifyOrderChanges(
  tx: CrudTx,
  registry: Registry,
  order: Row,
  before: OrderFlags,
  closedTo?: RecipientRow,
): Promise<void> {
  const { manager } = tx;
  if (order.customerId == null) return;
  const events = FLAG_EVENTS.filter(([flag]) => order[flag] === true && before[flag] !== true);
  if (!events.length) return;
  const coin = await readRelated(tx, registry, 'Coin', order.coinId);
  const total = order.totalPrice == null ? '' : new Decimal(String(order.totalPrice)).toFixed();
  for (const [, event] of events)
    await queueNotification(
      manager,
      {
        event,
        customerId: order.customerId as number,
        params: {
          orderNumber: (order.invoiceNumber as string | null) ?? String(order.id),
          orderTotal: [total, coin?.symbol as string | null | undefined].filter(Boolean).join(' '),
          link: '/account/myproductorders',
        },
        onceKey: `${event}:${String(order.id)}`,
      },
      { recipient: event === CLOSED_EVENT ? closedTo : undefined, later: (sql, params) => tx.later(sql, params) },
    );
}
