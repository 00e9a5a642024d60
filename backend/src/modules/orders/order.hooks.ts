import { Decimal } from 'decimal.js';
import { Injectable } from '@nestjs/common';
import { AppError } from '../../common/app-error.js';
import { HooksFor, type EntityHooks, type HookContext } from '../../crud/hooks.js';
import { cancelOrder, closeOrder, lockOrder } from './checkout.js';

/**
 * The order actions of the dashboard go through the same checkout as the storefront: closing a cart there prices
 * it, reserves its stock, numbers its invoice and makes its payment due; deleting a closed, unpaid order gives its
 * stock back. The generic action has locked the order already.
 */
@Injectable()
@HooksFor('ProductOrder')
export class ProductOrderHooks implements EntityHooks {
  async beforeWrite(ctx: HookContext): Promise<void> {
    const { action, manager, current, actor } = ctx;
    if (!current || (action !== 'closeCart' && action !== 'markDeleted')) return;
    const order = (await lockOrder(manager, current.id as number))!;
    if (action === 'closeCart') await closeOrder(manager, order, actor.id);
    else if (order.is_closed && !order.is_canceled) await cancelOrder(manager, order, actor.id);
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
  async afterWrite({ action, manager, result }: HookContext): Promise<void> {
    if (action !== 'markPaid' || result?.entityName !== 'ProductOrder' || result.isReceipt !== true) return;
    const order = await lockOrder(manager, result.entityId as number);
    if (!order) return;
    if (order.is_canceled) throw AppError.conflict('order.error.canceled');
    if (order.is_paid) return;
    const [{ paid }] = (await manager.query(
      `SELECT COALESCE(SUM(amount), 0) AS paid FROM payments
       WHERE entity_name = 'ProductOrder' AND entity_id = $1 AND is_receipt AND is_paid`,
      [order.id],
    )) as { paid: string }[];
    if (new Decimal(paid).lt(order.total_price ?? '0')) return;
    await manager.query(
      `UPDATE product_orders SET is_paid = true, paid_date = now(), reserved_until = NULL, updated_at = now(),
         version = version + 1 WHERE id = $1`,
      [order.id],
    );
  }
}
