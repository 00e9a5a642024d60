import { Decimal } from 'decimal.js';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Row } from '../../crud/pipeline/serialize.js';
import { AppError } from '../../common/app-error.js';
import { HooksFor, type EntityHooks, type HookContext } from '../../crud/hooks.js';
import { post, postingEnabled } from '../accounting/postings.js';
import { cancelOrder, closeOrder, firstStoreId, lockOrder } from './checkout.js';
import { captureStock, releaseStock, settleShipping } from './fulfilment.js';
import { flagsOfRecord, notifyOrderChanges } from './order-notifications.js';
import { refundInFull } from './refunds.js';

/**
 * The order actions of the dashboard go through the same checkout as the storefront: closing a cart there prices
 * it, reserves its stock, numbers its invoice and makes its payment due; deleting a closed, unpaid order gives its
 * stock back. The generic action has locked the order already.
 */
const ORDER_ACTIONS = new Set(['closeCart', 'markDeleted', 'setStockTransaction', 'setShipped', 'refund']);

@Injectable()
@HooksFor('ProductOrder')
export class ProductOrderHooks implements EntityHooks {
  async beforeWrite(ctx: HookContext): Promise<void> {
    const { action, manager, current, actor, op, values } = ctx;
    // Invoice numbers are unique per store: an order made without one belongs to the first store, and an update
    // that empties its store puts it back there (never an order of no store, outside the invoice numbering).
    if ((op === 'create' || 'storeId' in values) && values.storeId == null)
      values.storeId = (await firstStoreId(manager)) ?? null;
    if (!current || !action || !ORDER_ACTIONS.has(action)) return;
    const order = (await lockOrder(manager, current.id as number))!;
    if (action === 'closeCart') await closeOrder(manager, order, actor.id, false);
    else if (action === 'markDeleted') {
      if (order.is_closed && !order.is_canceled) await cancelOrder(manager, order, actor.id);
    } else if (action === 'setStockTransaction') await captureStock(manager, order, actor.id);
    else if (action === 'refund') await refundInFull(manager, order, actor.id);
    else if (action === 'setShipped') {
      await manager.query(
        'UPDATE shipments SET is_shipped = true, shipped_date = now(), updated_at = now() WHERE product_order_id = $1 AND NOT is_shipped',
        [order.id],
      );
      await releaseStock(manager, order, actor.id);
    }
  }

  /** Whatever the change did to the order's state (an action, or the checkout it ran), the customer hears of it. */
  async afterWrite({ op, manager, current, result }: HookContext): Promise<void> {
    if (op !== 'update' || !current || typeof result?.id !== 'number') return;
    await notifyOrderChanges(manager, result.id, flagsOfRecord(current));
  }
}

/**
 * An order is paid when its receipts add up to its total (spec 2 §4: 'the order's state is derived from its payment
 * and shipment states, under a lock'). Marking a receipt paid locks its order; a cancelled order (its reservation
 * expired, say) refuses the payment, so nothing is paid for goods no longer held.
 */
@Injectable()
@HooksFor('Payment')
export class OrderPaymentHooks implements EntityHooks {
  async afterWrite({ action, manager, result, actor }: HookContext): Promise<void> {
    if (action === 'approve' && result) return postReceipt(manager, result, actor.id);
    if (action !== 'markPaid' || !result) return;
    if ((await settleOrder(manager, result)) === 'canceled') throw AppError.conflict('order.error.canceled');
  }
}

/**
 * After a receipt of an order is paid: the order becomes paid (its reservation ends) once its paid receipts cover
 * its total. The order is locked first. Answers 'canceled' when the order was cancelled before the payment came.
 */
export async function settleOrder(
  manager: EntityManager,
  payment: Row,
): Promise<'paid' | 'partial' | 'canceled' | 'none'> {
  if (payment.entityName !== 'ProductOrder' || payment.isReceipt !== true) return 'none';
  const order = await lockOrder(manager, payment.entityId as number);
  if (!order) return 'none';
  if (order.is_canceled) return 'canceled';
  if (order.is_paid) return 'paid';
  const [{ paid }] = (await manager.query(
    `SELECT COALESCE(SUM(amount), 0) AS paid FROM payments
     WHERE entity_name = 'ProductOrder' AND entity_id = $1 AND is_receipt AND is_paid`,
    [order.id],
  )) as { paid: string }[];
  if (new Decimal(paid).lt(order.total_price ?? '0')) return 'partial';
  await manager.query(
    `UPDATE product_orders SET is_paid = true, paid_date = now(), reserved_until = NULL, updated_at = now(),
       version = version + 1 WHERE id = $1`,
    [order.id],
  );
  await notifyOrderChanges(manager, order.id, order);
  return 'paid';
}

/** Marking an order's shipment shipped ships the order once all its shipments are (and releases its goods). */
@Injectable()
@HooksFor('Shipment')
export class OrderShipmentHooks implements EntityHooks {
  async afterWrite({ action, manager, result, actor }: HookContext): Promise<void> {
    if (action !== 'markShipped' || typeof result?.productOrderId !== 'number') return;
    const order = await lockOrder(manager, result.productOrderId);
    if (order && order.is_closed) await settleShipping(manager, order, actor.id);
  }
}

/** An approved payment moves money: a receipt is cash in against what the customer owes; a payment the reverse. */
async function postReceipt(manager: EntityManager, payment: Row, actorId: number | null): Promise<void> {
  if (!(await postingEnabled(manager))) return;
  const description = `${payment.isReceipt ? 'Receipt' : 'Payment'} ${payment.id}`;
  const amount = String(payment.amount);
  const customerId = payment.customerId as number;
  const [cash, receivable] = payment.isReceipt
    ? [{ debtor: amount }, { creditor: amount }]
    : [{ creditor: amount }, { debtor: amount }];
  await post(
    manager,
    {
      kind: 'receipt',
      date: new Date(),
      coinId: payment.coinId as number,
      description,
      lines: [
        { ledger: 'cash', description, ...cash },
        { ledger: 'receivable', customerId, description, ...receivable },
      ],
    },
    actorId,
  );
}
