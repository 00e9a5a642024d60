import { Decimal } from 'decimal.js';
import { Inject, Injectable } from '@nestjs/common';
import { onBehalfOf, type Actor } from '../../auth/actor.js';
import type { Row } from '../../crud/pipeline/serialize.js';
import { AppError } from '../../common/app-error.js';
import { HooksFor, type EntityHooks, type HookContext } from '../../crud/hooks.js';
import type { CrudTx } from '../../crud/unit-of-work.js';
import { post } from '../accounting/postings.js';
import { PAYMENT_GATEWAYS } from '../gateways/gateway.js';
import { flagValue, SettingsService, type SettingReader } from '../../platform/settings/settings.service.js';
import { afterClose, cancelOrder, closeOrder, firstStoreId } from './checkout.js';
import { orderRow } from './order-read.js';
import { captureStock, markShipmentsShipped, releaseStock } from './fulfilment.js';
import { notifyOrderChanges } from './order-notifications.js';
import type { RecipientRow } from '../../platform/messaging/notification-queue.js';
import { refundInFull } from './refunds.js';
import { Registry } from '../../schema/registry.js';

/**
 * The order actions of the dashboard go through the same checkout as the storefront: closing a cart there prices
 * it, reserves its stock, numbers its invoice and makes its payment due; deleting a closed, unpaid order gives its
 * stock back. The generic action holds the order locked already (ctx.current); what an action adds to the order is
 * written by the action's own statement, and the records it makes go through the pipeline in its transaction.
 */
@Injectable()
@HooksFor('ProductOrder')
export class ProductOrderHooks implements EntityHooks {
  /** What a close found in its beforeWrite and its afterWrite needs. */
  private readonly closing = new WeakMap<HookContext, { needsShipping: boolean; recipient?: RecipientRow }>();

  constructor(
    @Inject(SettingsService) private readonly settings: SettingsService,
    @Inject(PAYMENT_GATEWAYS) private readonly gateways: Map<string, unknown>,
    @Inject(Registry) private readonly registry: Registry,
  ) {}

  async beforeWrite(ctx: HookContext): Promise<void> {
    const { action, manager, tx, current, actor, op, values } = ctx;
    // Invoice numbers are unique per store: an order made without one belongs to the first store, and an update
    // that empties its store puts it back there (never an order of no store, outside the invoice numbering).
    if ((op === 'create' || 'storeId' in values) && values.storeId == null)
      values.storeId = (await firstStoreId(manager)) ?? null;
    if (!current || !action) return;
    const order = orderRow(current);
    const settings = this.settings.within(manager);
    if (action === 'closeCart') {
      // The order's own customer closes with every choice made (strict); an administrator records what it has.
      const closed = await closeOrder(tx, actor, order, actor.id === order.customer_id, settings, this.gateways);
      Object.assign(values, closed.values);
      this.closing.set(ctx, { needsShipping: closed.needsShipping, recipient: closed.recipient });
    } else if (action === 'markDeleted') {
      if (order.is_closed && !order.is_canceled) Object.assign(values, await cancelOrder(tx, actor, order, settings));
    } else if (action === 'setStockTransaction') await captureStock(tx, actor, order);
    else if (action === 'refund') await refundInFull(tx, actor, order);
    else if (action === 'setShipped') {
      await markShipmentsShipped(tx, actor, order);
      await releaseStock(tx, actor, order);
    } else if (action === 'markPaid') values.reservedUntil = null;
  }

  /** Whatever the change did to the order's state (an action, or the checkout it ran), the customer hears of it. */
  async afterWrite(ctx: HookContext): Promise<void> {
    const { op, manager, tx, current, result, actor, action } = ctx;
    if (op !== 'update' || !current || typeof result?.id !== 'number') return;
    const closing = this.closing.get(ctx);
    if (action === 'closeCart' && closing)
      await afterClose(tx, actor, result, closing.needsShipping, this.settings.within(manager));
    await notifyOrderChanges(tx, this.registry, result, current, closing?.recipient);
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
  constructor(@Inject(SettingsService) private readonly settings: SettingsService) {}

  async afterWrite({ action, manager, tx, result, actor }: HookContext): Promise<void> {
    if (action === 'approve' && result) return postReceipt(tx, result, actor.id, this.settings.within(manager));
    if (action !== 'markPaid' || !result) return;
    if ((await settleOrder(tx, actor, result)) === 'canceled') throw AppError.conflict('order.error.canceled');
  }
}

/**
 * After a receipt of an order is paid: the order becomes paid (its reservation ends) once its paid receipts cover
 * its total. The order is locked first. Answers 'canceled' when the order was cancelled before the payment came.
 */
export async function settleOrder(
  tx: CrudTx,
  actor: Actor,
  payment: Row,
): Promise<'paid' | 'partial' | 'canceled' | 'none'> {
  if (payment.entityName !== 'ProductOrder' || payment.isReceipt !== true) return 'none';
  const platform = onBehalfOf(actor);
  const order = await tx.lock('product-orders', platform, payment.entityId as number).catch((err: unknown) => {
    if (err instanceof AppError && err.status === 404) return undefined;
    throw err;
  });
  if (!order) return 'none';
  if (order.isCanceled === true) return 'canceled';
  if (order.isPaid === true) return 'paid';
  const [{ paid }] = (await tx.manager.query(
    `SELECT COALESCE(SUM(amount), 0) AS paid FROM payments
     WHERE entity_name = 'ProductOrder' AND entity_id = $1 AND is_receipt AND is_paid`,
    [order.id],
  )) as { paid: string }[];
  if (new Decimal(paid).lt(String(order.totalPrice ?? '0'))) return 'partial';
  await tx.action('product-orders', platform, order.id as number, 'markPaid');
  return 'paid';
}

/** Marking an order's shipment shipped ships the order once all its shipments are (and releases its goods). */
@Injectable()
@HooksFor('Shipment')
export class OrderShipmentHooks implements EntityHooks {
  async afterWrite({ action, tx, result, actor }: HookContext): Promise<void> {
    if (action !== 'markShipped' || typeof result?.productOrderId !== 'number') return;
    const platform = onBehalfOf(actor);
    const order = await tx.lock('product-orders', platform, result.productOrderId);
    if (order.isClosed !== true || order.isCanceled === true || order.isShipped === true) return;
    const [{ open }] = (await tx.manager.query(
      'SELECT count(*)::int AS open FROM shipments WHERE product_order_id = $1 AND NOT is_shipped',
      [order.id],
    )) as { open: number }[];
    if (open === 0) await tx.action('product-orders', platform, order.id as number, 'setShipped');
  }
}

/** An approved payment moves money: a receipt is cash in against what the customer owes; a payment the reverse. */
async function postReceipt(tx: CrudTx, payment: Row, actorId: number | null, settings: SettingReader): Promise<void> {
  if (!flagValue(await settings('accounting.autopost'))) return;
  const description = `${payment.isReceipt ? 'Receipt' : 'Payment'} ${String(payment.id)}`;
  const amount = String(payment.amount);
  const customerId = payment.customerId as number;
  const [cash, receivable] = payment.isReceipt
    ? [{ debtor: amount }, { creditor: amount }]
    : [{ creditor: amount }, { debtor: amount }];
  await post(
    tx.manager,
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
    settings,
  );
}
