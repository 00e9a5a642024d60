import { Inject, Injectable } from '@nestjs/common';
import { Decimal } from 'decimal.js';
import { conflict } from '../../common/refuse.js';
import { HooksFor, type EntityHooks, type HookContext } from '../../crud/hooks.js';
import type { Row } from '../../crud/pipeline/serialize.js';
import { readRelated, touches } from '../../crud/related.js';
import { Registry } from '../../schema/registry.js';
import { ExchangeService } from '../exchange/exchange.service.js';

/** Significant digits a stored rate keeps: more than any price's, and the amount is worked out from what is kept. */
const RATE_DIGITS = 16;
const NO_QUOTE = { payCoinId: null, payAmount: null, rate: null, rateAt: null };

/**
 * The amount in the payment type's base coin (`r` = coin per pay coin): divided, then rounded up to the coin's
 * places, so the store never receives less than the payment is worth.
 *
 * @example convertedAmount('100', new Decimal('61500'), 8) // '0.00162602' (0.001626016… rounded up)
 */
export function convertedAmount(amount: string, rate: Decimal, decimals: number): string {
  return new Decimal(amount).div(rate).toDecimalPlaces(decimals, Decimal.ROUND_UP).toFixed();
}

/**
 * A payment whose type is paid in its base coin (PaymentType.payInBaseCoin, such as "Pay with Bitcoin") while the
 * payment is priced in another coin (an order in USDT) is quoted when it is made: the exchange's rate of that moment
 * (its last trade, ExchangeService.quote), the amount in the base coin and the time of the price are stored on the
 * payment, so the page shows and the gateway charges what was agreed, whatever the market does next. A new quote is
 * taken while the payment is unpaid and its amount, coin or type change; no rate is a refusal, never a guess.
 */
@Injectable()
@HooksFor('Payment')
export class PaymentQuoteHooks implements EntityHooks {
  constructor(
    @Inject(Registry) private readonly registry: Registry,
    @Inject(ExchangeService) private readonly exchange: ExchangeService,
  ) {}

  async beforeWrite({ op, action, tx, current, values }: HookContext): Promise<void> {
    if (op === 'delete' || action || !touches(current, values, 'amount', 'coinId', 'paymentTypeId')) return;
    const payment: Row = { ...current, ...values };
    if (payment.isPaid === true) return;
    const type = await readRelated(tx, this.registry, 'PaymentType', payment.paymentTypeId);
    const payCoinId = type?.payInBaseCoin === true ? type.baseCoinId : null;
    if (typeof payCoinId !== 'number' || payCoinId === payment.coinId) {
      if (current?.payCoinId != null) Object.assign(values, NO_QUOTE);
      return;
    }
    const quote = await this.exchange.quote(payCoinId, payment.coinId as number, tx.manager);
    if (!quote) throw conflict('exchange.error.norate', 'paymentTypeId');
    const coin = await readRelated(tx, this.registry, 'Coin', payCoinId);
    const rate = quote.rate.toSignificantDigits(RATE_DIGITS);
    Object.assign(values, {
      payCoinId,
      rate: rate.toFixed(),
      payAmount: convertedAmount(String(payment.amount), rate, Number(coin?.decimals ?? 8)),
      rateAt: quote.at.toISOString(),
    });
  }
}
