import { Injectable } from '@nestjs/common';
import { Decimal } from 'decimal.js';
import type { EntityManager } from 'typeorm';
import { HooksFor, type EntityHooks, type HookContext } from '../../crud/hooks.js';
import { post, postingEnabled } from '../accounting/postings.js';
import { lockOrder, readLines, type OrderRow } from './checkout.js';
import { notifyOrderChanges } from './order-notifications.js';
import { returnStock, updated } from './stock.js';

/**
 * After money went back on a payment: the payment is refunded once its refunds reach its amount; an order paid by
 * it records what was refunded, and is totally refunded once that reaches its total. Goods of a totally refunded
 * order that never shipped go back to stock (its stock documents, if any, are marked refunded). With postings on,
 * the refund is posted: sales debited, cash credited.
 */
export async function settleRefund(
  manager: EntityManager,
  paymentId: number,
  amount: string,
  actorId: number | null,
): Promise<void> {
  const [payment] = (await manager.query(
    `SELECT p.id, p.amount, p.coin_id, p.customer_id, p.entity_name, p.entity_id, p.is_receipt,
       (SELECT COALESCE(SUM(r.amount), 0) FROM refund_payments r WHERE r.payment_id = p.id)::text AS refunded
     FROM payments p WHERE p.id = $1`,
    [paymentId],
  )) as {
    id: number;
    amount: string;
    coin_id: number;
    customer_id: number;
    entity_name: string | null;
    entity_id: number | null;
    is_receipt: boolean;
    refunded: string;
  }[];
  if (!payment) return;
  if (new Decimal(payment.refunded).gte(payment.amount))
    await manager.query(
      `UPDATE payments SET is_refunded = true, refunded_date = now(), updated_at = now(), version = version + 1
       WHERE id = $1 AND NOT is_refunded`,
      [payment.id],
    );
  if (await postingEnabled(manager)) {
    const description = `Refund of payment ${payment.id}`;
    await post(
      manager,
      {
        kind: 'receipt',
        date: new Date(),
        coinId: payment.coin_id,
        description,
        lines: [
          { ledger: 'sales', debtor: amount, description },
          { ledger: 'cash', creditor: amount, description },
        ],
      },
      actorId,
    );
  }
  if (payment.entity_name !== 'ProductOrder' || !payment.is_receipt || payment.entity_id == null) return;
  const order = await lockOrder(manager, payment.entity_id);
  if (order) await settleOrderRefunds(manager, order);
}

async function settleOrderRefunds(manager: EntityManager, order: OrderRow): Promise<void> {
  const [{ refunded }] = (await manager.query(
    `SELECT COALESCE(SUM(r.amount), 0)::text AS refunded FROM refund_payments r JOIN payments p ON p.id = r.payment_id
     WHERE p.entity_name = 'ProductOrder' AND p.entity_id = $1 AND p.is_receipt`,
    [order.id],
  )) as { refunded: string }[];
  const total = new Decimal(order.total_price ?? '0');
  const whole = total.gt(0) && new Decimal(refunded).gte(total);
  await manager.query(
    `UPDATE product_orders SET refund_price = $2::numeric, is_total_refunded = is_total_refunded OR $3,
       refunded_date = CASE WHEN $3 AND refunded_date IS NULL THEN now() ELSE refunded_date END, updated_at = now(),
       version = version + 1
     WHERE id = $1`,
    [order.id, refunded, whole],
  );
  await notifyOrderChanges(manager, order.id, order);
  // Only the refund that makes the order whole returns its goods, and only goods that never left.
  if (!whole || order.is_total_refunded || order.is_shipped || order.is_canceled) return;
  if (!order.is_stock_transaction) {
    const lines = await readLines(manager, order.id);
    await returnStock(
      manager,
      lines.filter((l) => l.stockable).map((l) => ({ productId: l.product_id, quantity: l.quantity })),
    );
    return;
  }
  const held = updated<{ product_id: number; quantity: number }>(
    await manager.query(
      `UPDATE stock_transactions s SET is_refunded = true, refunded_date = now(), updated_at = now(),
         version = s.version + 1
       FROM product_order_items i WHERE i.id = s.product_order_item_id AND i.product_order_id = $1
         AND NOT s.is_refunded AND NOT s.is_released
       RETURNING s.product_id, s.quantity`,
      [order.id],
    ),
  );
  await returnStock(
    manager,
    held.map((d) => ({ productId: d.product_id, quantity: d.quantity })),
  );
}

/** 'Refund in full': what is left of every paid receipt of the order goes back, one refund per payment. */
export async function refundInFull(manager: EntityManager, order: OrderRow, actorId: number | null): Promise<void> {
  const receipts = (await manager.query(
    `SELECT p.id, (p.amount - COALESCE((SELECT SUM(r.amount) FROM refund_payments r WHERE r.payment_id = p.id), 0))::text
       AS remaining
     FROM payments p WHERE p.entity_name = 'ProductOrder' AND p.entity_id = $1 AND p.is_receipt AND p.is_paid
     ORDER BY p.id FOR UPDATE OF p`,
    [order.id],
  )) as { id: number; remaining: string }[];
  for (const { id, remaining } of receipts) {
    if (!new Decimal(remaining).gt(0)) continue;
    await manager.query(
      `INSERT INTO refund_payments (payment_id, amount, description, version, created_by, updated_by)
       VALUES ($1, $2::numeric, $3, 1, $4, $4)`,
      [id, remaining, `Refund in full of invoice ${order.invoice_number ?? order.id}`, actorId],
    );
    await settleRefund(manager, id, remaining, actorId);
  }
}

/** Refunds written in the dashboard (or by the order's 'refund in full') settle their payment and order. */
@Injectable()
@HooksFor('RefundPayment')
export class RefundSettlementHooks implements EntityHooks {
  async afterWrite({ op, manager, result, actor }: HookContext): Promise<void> {
    if (op !== 'create' || !result) return;
    await settleRefund(manager, result.paymentId as number, String(result.amount), actor.id);
  }
}
