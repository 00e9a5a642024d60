import { Inject, Injectable } from '@nestjs/common';
import { Decimal } from 'decimal.js';
import { onBehalfOf, type Actor } from '../../auth/actor.js';
import { HooksFor, type EntityHooks, type HookContext } from '../../crud/hooks.js';
import type { Row } from '../../crud/pipeline/serialize.js';
import type { CrudTx } from '../../crud/unit-of-work.js';
import { post } from '../accounting/postings.js';
import { flagValue, SettingsService, type SettingReader } from '../../platform/settings/settings.service.js';
import { readLines, type OrderRow } from './order-read.js';
import { returnStock } from './stock.js';

/**
 * After money went back on a payment: the payment is refunded once its refunds reach its amount; an order paid by
 * it records what was refunded, and is totally refunded once that reaches its total. Goods of a totally refunded
 * order that never shipped go back to stock (its stock documents, if any, are marked refunded). With postings on,
 * the refund is posted: sales debited, cash credited. Every record changes through the pipeline.
 */
export async function settleRefund(
  tx: CrudTx,
  actor: Actor,
  paymentId: number,
  amount: string,
  settings: SettingReader,
): Promise<void> {
  const [payment] = (await tx.manager.query(
    `SELECT p.id, p.amount, p.coin_id, p.entity_name, p.entity_id, p.is_receipt, p.is_refunded,
       (SELECT COALESCE(SUM(r.amount), 0) FROM refund_payments r WHERE r.payment_id = p.id)::text AS refunded
     FROM payments p WHERE p.id = $1`,
    [paymentId],
  )) as {
    id: number;
    amount: string;
    coin_id: number;
    entity_name: string | null;
    entity_id: number | null;
    is_receipt: boolean;
    is_refunded: boolean;
    refunded: string;
  }[];
  if (!payment) return;
  const platform = onBehalfOf(actor);
  if (!payment.is_refunded && new Decimal(payment.refunded).gte(payment.amount))
    await tx.update('payments', platform, payment.id, { isRefunded: true, refundedDate: new Date().toISOString() });
  if (flagValue(await settings('accounting.autopost'))) {
    const description = `Refund of payment ${payment.id}`;
    await post(
      tx.manager,
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
      actor.id,
      settings,
    );
  }
  if (payment.entity_name !== 'ProductOrder' || !payment.is_receipt || payment.entity_id == null) return;
  await settleOrderRefunds(tx, actor, await tx.lock('product-orders', platform, payment.entity_id));
}

async function settleOrderRefunds(tx: CrudTx, actor: Actor, order: Row): Promise<void> {
  const { manager } = tx;
  const [{ refunded }] = (await manager.query(
    `SELECT COALESCE(SUM(r.amount), 0)::text AS refunded FROM refund_payments r JOIN payments p ON p.id = r.payment_id
     WHERE p.entity_name = 'ProductOrder' AND p.entity_id = $1 AND p.is_receipt`,
    [order.id],
  )) as { refunded: string }[];
  const total = new Decimal(String(order.totalPrice ?? '0'));
  const whole = total.gt(0) && new Decimal(refunded).gte(total);
  const wasWhole = order.isTotalRefunded === true;
  const platform = onBehalfOf(actor);
  await tx.update('product-orders', platform, order.id as number, {
    refundPrice: refunded,
    ...(whole && !wasWhole ? { isTotalRefunded: true, refundedDate: new Date().toISOString() } : {}),
  });
  // Only the refund that makes the order whole returns its goods, and only goods that never left.
  if (!whole || wasWhole || order.isShipped === true || order.isCanceled === true) return;
  if (order.isStockTransaction !== true) {
    const lines = await readLines(manager, order.id as number);
    await returnStock(
      tx,
      lines.filter((l) => l.stockable).map((l) => ({ productId: l.product_id, quantity: l.quantity })),
    );
    return;
  }
  const held = (await manager.query(
    `SELECT s.id, s.product_id, s.quantity FROM stock_transactions s
     JOIN product_order_items i ON i.id = s.product_order_item_id
     WHERE i.product_order_id = $1 AND NOT s.is_refunded AND NOT s.is_released ORDER BY s.id`,
    [order.id],
  )) as { id: number; product_id: number; quantity: number }[];
  for (const document of held)
    await tx.update('stock-transactions', platform, document.id, {
      isRefunded: true,
      refundedDate: new Date().toISOString(),
    });
  await returnStock(
    tx,
    held.map((d) => ({ productId: d.product_id, quantity: d.quantity })),
  );
}

/**
 * 'Refund in full': what is left of every paid receipt of the order goes back, one refund per payment; each refund
 * settles its payment and the order through its own hooks.
 */
export async function refundInFull(tx: CrudTx, actor: Actor, order: OrderRow): Promise<void> {
  const receipts = (await tx.manager.query(
    `SELECT p.id, (p.amount - COALESCE((SELECT SUM(r.amount) FROM refund_payments r WHERE r.payment_id = p.id), 0))::text
       AS remaining
     FROM payments p WHERE p.entity_name = 'ProductOrder' AND p.entity_id = $1 AND p.is_receipt AND p.is_paid
     ORDER BY p.id FOR UPDATE OF p`,
    [order.id],
  )) as { id: number; remaining: string }[];
  const platform = onBehalfOf(actor);
  for (const { id, remaining } of receipts) {
    if (!new Decimal(remaining).gt(0)) continue;
    await tx.create('refund-payments', platform, {
      paymentId: id,
      amount: remaining,
      description: `Refund in full of invoice ${order.invoice_number ?? order.id}`,
    });
  }
}

/** Every refund (written in the dashboard, or by the order's 'refund in full') settles its payment and order. */
@Injectable()
@HooksFor('RefundPayment')
export class RefundSettlementHooks implements EntityHooks {
  constructor(@Inject(SettingsService) private readonly settings: SettingsService) {}

  async afterWrite({ op, manager, tx, result, actor }: HookContext): Promise<void> {
    if (op !== 'create' || !result) return;
    await settleRefund(tx, actor, result.paymentId as number, String(result.amount), this.settings.within(manager));
  }
}
