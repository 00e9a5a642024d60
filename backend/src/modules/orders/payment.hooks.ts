import { Inject, Injectable } from '@nestjs/common';
import { Decimal } from 'decimal.js';
import type { EntityManager } from 'typeorm';
import { conflict, invalid } from '../../common/refuse.js';
import { assertOrderCoin } from './cart-currency.hooks.js';
import { HooksFor, type EntityHooks, type HookContext } from '../../crud/hooks.js';
import type { Row } from '../../crud/pipeline/serialize.js';
import { readRelated, touches } from '../../crud/related.js';
import { same } from '../../rules/same.js';
import { Registry } from '../../schema/registry.js';

/** Payment method 2 is "cheque" (see the paymentMethod labels). */
const CHEQUE_METHOD = 2;

const coinList = (type: Row): number[] =>
  String(type.availableCoins ?? '')
    .split(',')
    .filter(Boolean)
    .map(Number);

/** Whether a payment type takes payments in this coin: every coin, a listed one, or its base coin. */
export const acceptsCoin = (type: Row, coinId: unknown): boolean =>
  type.allCoin === true || coinList(type).includes(coinId as number) || type.baseCoinId === coinId;

/**
 * The payment rules of spec 2 §4–§5 that span records: the payment type takes the payment's coin; a payment for an
 * order is in the order's currency; a cheque pays exactly this payment (same amount, coin and due date) and a
 * cheque-method payment is approved only once its cheque is collected.
 */
@Injectable()
@HooksFor('Payment')
export class PaymentHooks implements EntityHooks {
  constructor(@Inject(Registry) private readonly registry: Registry) {}

  async beforeWrite({ op, action, manager, tx, current, values }: HookContext): Promise<void> {
    if (op === 'delete') return;
    const payment = { ...current, ...values };
    if (action === 'approve') return this.assertChequeCollected(manager, payment);
    if (action) return;
    if (touches(current, values, 'coinId', 'paymentTypeId')) {
      const type = await readRelated(tx, this.registry, 'PaymentType', payment.paymentTypeId, 'share');
      if (type && !acceptsCoin(type, payment.coinId))
        throw invalid('payment.error.typeunavailableforcoin', 'paymentTypeId');
    }
    if (touches(current, values, 'entityName', 'entityId', 'coinId') && payment.entityName === 'ProductOrder') {
      const order = await readRelated(tx, this.registry, 'ProductOrder', payment.entityId, 'share');
      if (!order) throw invalid('order.error.notfound', 'entityId');
      assertOrderCoin(payment.coinId, order.coinId, 'coinId');
    }
    if (payment.chequeId != null && touches(current, values, 'chequeId', 'amount', 'coinId', 'paymentDate')) {
      await this.assertChequeMatches(manager, payment, values);
    }
  }

  /** The cheque is this payment's: same amount, coin and due date (an empty payment date takes the cheque's). */
  private async assertChequeMatches(manager: EntityManager, payment: Row, values: Row): Promise<void> {
    const cheque = await readRelated(manager, this.registry, 'Cheque', payment.chequeId, 'share');
    if (!cheque) return; // the foreign key reports a cheque that does not exist
    if (cheque.isRevoked || cheque.isRefunded) throw invalid('payment.error.chequenotvalid', 'chequeId');
    if (!same(cheque.amount, payment.amount)) throw invalid('payment.error.chequeamountmismatch', 'amount');
    if (cheque.coinId !== payment.coinId) throw invalid('payment.error.chequecoinmismatch', 'coinId');
    if (payment.paymentDate == null) values.paymentDate = cheque.dueDate;
    else if (payment.paymentDate !== cheque.dueDate)
      throw invalid('payment.error.chequeduedatemismatch', 'paymentDate');
  }

  private async assertChequeCollected(manager: EntityManager, payment: Row): Promise<void> {
    const type = await readRelated(manager, this.registry, 'PaymentType', payment.paymentTypeId, 'share');
    if (!type?.isCheque && type?.paymentMethod !== CHEQUE_METHOD) return;
    const cheque = await readRelated(manager, this.registry, 'Cheque', payment.chequeId, 'share');
    if (!cheque) throw conflict('payment.error.chequenotfound', 'chequeId');
    if (cheque.isPaid !== true) throw conflict('payment.error.chequenotcollected', 'chequeId');
  }
}

/** A payment type's base coin is one of the coins it takes (spec 2 §5, Cart). */
@Injectable()
@HooksFor('PaymentType')
export class PaymentTypeHooks implements EntityHooks {
  beforeWrite({ op, action, current, values }: HookContext): void {
    if (op === 'delete' || action) return;
    const type = { ...current, ...values };
    if (type.baseCoinId != null && type.allCoin !== true && !coinList(type).includes(type.baseCoinId as number)) {
      throw invalid('payment.error.basecoinnotavailable', 'baseCoinId');
    }
  }
}

/**
 * Refunds of one payment never add up to more than it: the payment is locked, so two refunds at once are counted
 * one after the other. Only a paid payment can be refunded.
 */
@Injectable()
@HooksFor('RefundPayment')
export class RefundPaymentHooks implements EntityHooks {
  constructor(@Inject(Registry) private readonly registry: Registry) {}

  async beforeWrite({ op, manager, current, values }: HookContext): Promise<void> {
    if (op === 'delete' || !touches(current, values, 'paymentId', 'amount')) return;
    const refund = { ...current, ...values };
    const payment = await readRelated(manager, this.registry, 'Payment', refund.paymentId, 'update');
    if (!payment) return;
    if (payment.isPaid !== true) throw conflict('payment.error.notpaid_cannot_refund', 'paymentId');
    const qb = manager
      .createQueryBuilder('RefundPayment', 'r')
      .select('COALESCE(SUM(r.amount), 0)', 'total')
      .where('r.paymentId = :id', { id: payment.id });
    if (current) qb.andWhere('r.id <> :own', { own: current.id });
    const others = await qb.getRawOne<{ total: string | number }>();
    if (new Decimal(String(others?.total ?? 0)).plus(refund.amount as string).gt(payment.amount as string)) {
      throw invalid('payment.error.refundexceedsmax', 'amount');
    }
  }
}
