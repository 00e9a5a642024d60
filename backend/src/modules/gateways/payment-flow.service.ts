import { Inject, Injectable, Logger } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { DataSource } from 'typeorm';
import type { PaymentView } from '@saray/contracts/storefront/state';
import { onBehalfOf, SYSTEM_ACTOR, type Actor } from '../../auth/actor.js';
import { AppError } from '../../common/app-error.js';
import { CrudService } from '../../crud/crud.service.js';
import { isGuid } from '../../common/input.js';
import { settleOrder } from '../orders/order.hooks.js';
import { PAYMENT_GATEWAYS, type PaymentGateway } from './gateway.js';

/** A payment as the customer's payment page shows it. */
export type PaymentSummary = PaymentView;

export type VerifyOutcome =
  | { result: 'paid'; guid: string; refId: string }
  | { result: 'cancelled' | 'declined' | 'unreachable'; guid: string }
  | { result: 'invalid' };

interface PaymentRow {
  id: number;
  guid: string;
  amount: string;
  customer_id: number;
  is_paid: boolean;
  is_receipt: boolean;
  authority_id: string | null;
  ref_id: string | null;
  entity_name: string | null;
  entity_id: number | null;
  gateway: string | null;
  external: boolean;
  coin: string;
  type_name: string;
  invoice_number: string | null;
  order_canceled: boolean | null;
  /** Set when the payment is paid in another coin (see PaymentQuoteHooks): what is charged, and at which rate. */
  pay_amount: string | null;
  pay_coin: string | null;
  rate: string | null;
  rate_at: Date | string | null;
}

const PAYMENT_SQL = `SELECT p.id, p.guid, p.amount, p.customer_id, p.is_paid, p.is_receipt, p.authority_id, p.ref_id,
  p.entity_name, p.entity_id, lower(t.system_keyword) AS gateway, t.is_external_process AS external, c.symbol AS coin,
  t.name AS type_name, o.invoice_number, o.is_canceled AS order_canceled,
  p.pay_amount::text AS pay_amount, pc.symbol AS pay_coin, p.rate::text AS rate, p.rate_at
  FROM payments p JOIN payment_types t ON t.id = p.payment_type_id JOIN coins c ON c.id = p.coin_id
  LEFT JOIN coins pc ON pc.id = p.pay_coin_id
  LEFT JOIN product_orders o ON p.entity_name = 'ProductOrder' AND o.id = p.entity_id
  WHERE p.guid = $1`;

/** What the gateway charges: the converted amount of a payment made in its type's base coin, else the amount. */
const charged = (payment: PaymentRow): string => String(payment.pay_amount ?? payment.amount);

/**
 * External payment (spec 1 §2.1 /payment/:paymentguid and /payment/:paymentmethod/verify): the customer's payment
 * page, the start that sends them to the gateway, and the callback. The callback's address carries our signature of
 * the payment, and the gateway itself confirms the authority and the amount; the payment row is locked while it is
 * verified, so a second callback waits and then finds the payment paid: it is paid once.
 */
@Injectable()
export class PaymentFlowService {
  private readonly log = new Logger('Payments');

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(CrudService) private readonly crud: CrudService,
    @Inject(JwtService) private readonly jwt: JwtService,
    @Inject(PAYMENT_GATEWAYS) private readonly gateways: Map<string, PaymentGateway>,
  ) {}

  /** The payment of this guid, for its customer or an administrator. */
  async summary(actor: Actor, guid: string): Promise<PaymentSummary> {
    const payment = await this.read(guid);
    if (!payment || !this.mayPay(actor, payment)) throw AppError.notFound('payment.error.notfound');
    return {
      guid: payment.guid,
      amount: String(payment.amount),
      coin: payment.coin,
      isPaid: payment.is_paid,
      refId: payment.ref_id,
      paymentType: payment.type_name,
      external: payment.external && payment.gateway !== null && this.gateways.has(payment.gateway),
      orderId: payment.entity_name === 'ProductOrder' ? payment.entity_id : null,
      invoiceNumber: payment.invoice_number,
      canceled: payment.order_canceled === true,
      ...(payment.pay_amount !== null && payment.pay_coin !== null && payment.rate !== null && payment.rate_at !== null
        ? {
            conversion: {
              amount: payment.pay_amount,
              payCoin: payment.pay_coin,
              rate: payment.rate,
              rateAt: new Date(payment.rate_at).toISOString(),
            },
          }
        : {}),
    };
  }

  /** Starts the payment at its gateway; answers where the customer's browser goes. */
  async start(actor: Actor, guid: unknown, origin: string, lang: string): Promise<{ redirectUrl: string }> {
    if (typeof guid !== 'string' || !isGuid(guid)) throw AppError.notFound('payment.error.notfound');
    const payment = await this.read(guid);
    if (!payment || !this.mayPay(actor, payment)) throw AppError.notFound('payment.error.notfound');
    if (payment.is_paid) throw AppError.conflict('payment.error.paid_unchangeable');
    if (payment.order_canceled) throw AppError.conflict('order.error.canceled');
    const gateway = payment.external && payment.gateway ? this.gateways.get(payment.gateway) : undefined;
    if (!gateway) throw AppError.conflict('payment.error.gatewayunavailable');
    const signature = this.jwt.sign({ pay: guid }, { expiresIn: '1d' });
    const callbackUrl = `${origin}/${lang}/payment/${gateway.name}/verify?guid=${guid}&sig=${encodeURIComponent(signature)}`;
    let started;
    try {
      started = await gateway.start({
        amount: charged(payment),
        description: payment.invoice_number ? `Invoice ${payment.invoice_number}` : `Payment ${payment.id}`,
        callbackUrl,
        reference: guid,
      });
    } catch (err) {
      this.log.warn(`gateway ${gateway.name} refused to start payment ${payment.id}: ${(err as Error).message}`);
      throw new AppError(502, 'payment.error.cannotstart');
    }
    await this.crud.update('payments', onBehalfOf(actor), String(payment.id), {
      authorityId: started.authority,
      status: 1,
    });
    return { redirectUrl: started.redirectUrl };
  }

  /** The gateway's callback: checked, confirmed with the gateway, and recorded once. */
  async verify(method: string, query: Record<string, string | undefined>): Promise<VerifyOutcome> {
    const gateway = this.gateways.get(method.toLowerCase());
    const guid = query.guid ?? '';
    if (!gateway || !isGuid(guid) || !this.signed(guid, query.sig)) return { result: 'invalid' };
    const callback = gateway.readCallback(query);
    return this.crud.transaction(async (tx): Promise<VerifyOutcome> => {
      const payment = await this.read(guid, tx.manager, true);
      if (!payment) return { result: 'invalid' };
      if (payment.is_paid) return { result: 'paid', guid, refId: payment.ref_id ?? '' };
      if (!callback || callback.authority !== payment.authority_id) return { result: 'invalid' };
      if (!callback.ok) return { result: 'cancelled', guid };
      const verified = await gateway.verify(callback.authority, charged(payment));
      if (!verified.paid) return { result: verified.reason === 'unreachable' ? 'unreachable' : 'declined', guid };
      const paid = await tx.update('payments', SYSTEM_ACTOR, payment.id, {
        isPaid: true,
        paidDate: new Date().toISOString(),
        refId: verified.refId,
        status: 2,
      });
      const settled = await settleOrder(tx, SYSTEM_ACTOR, paid);
      // Money came in for an order cancelled meanwhile: it is kept as paid, for an administrator to refund.
      if (settled === 'canceled')
        this.log.warn(`payment ${payment.id} was paid for cancelled order ${payment.entity_id}`);
      return { result: 'paid', guid, refId: verified.refId };
    });
  }

  private signed(guid: string, sig: string | undefined): boolean {
    if (!sig) return false;
    try {
      return (this.jwt.verify<{ pay?: string }>(sig) as { pay?: string }).pay === guid;
    } catch {
      return false;
    }
  }

  private mayPay(actor: Actor, payment: PaymentRow): boolean {
    return actor.system === true || actor.roles.includes('administrators') || actor.id === payment.customer_id;
  }

  /** `lock`: the payment's row stays locked until the transaction ends, so a second callback waits for this one. */
  private async read(guid: string, manager = this.dataSource.manager, lock = false): Promise<PaymentRow | undefined> {
    if (!isGuid(guid)) return undefined;
    const [row] = (await manager.query(lock ? `${PAYMENT_SQL} FOR UPDATE OF p` : PAYMENT_SQL, [guid])) as PaymentRow[];
    return row;
  }
}
