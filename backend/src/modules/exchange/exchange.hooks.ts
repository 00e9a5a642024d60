import { Injectable } from '@nestjs/common';
import { AppError } from '../../common/app-error.js';
import { HooksFor, type EntityHooks, type HookContext } from '../../crud/hooks.js';
import { marketSpec, type MarketInfo } from './exchange.service.js';

/**
 * Orders, trades, balances and the journal are what the exchange's writer made of the journal: nobody edits them
 * through the generic API, or they would no longer match it.
 */
@Injectable()
@HooksFor('ExchangeOrder', 'ExchangeTrade', 'WalletBalance', 'ExchangeJournal')
export class ExchangeRecordHooks implements EntityHooks {
  beforeWrite(): void {
    throw new AppError(409, 'exchange.error.journalonly');
  }
}

/** A market's steps fit its coins: the tick in the quote coin's decimals, the lot in the base coin's; two coins. */
@Injectable()
@HooksFor('Market')
export class MarketHooks implements EntityHooks {
  async beforeWrite(ctx: HookContext): Promise<void> {
    if (ctx.op === 'delete') return;
    const m = { ...ctx.current, ...ctx.values };
    if (m.baseCoinId === m.quoteCoinId)
      throw AppError.badRequest('market.error.samecoins', [{ path: '/quoteCoinId', error: 'market.error.samecoins' }]);
    const coins = (await ctx.manager.query(
      'SELECT id, coalesce(decimals, 0) AS decimals FROM coins WHERE id = ANY($1)',
      [[m.baseCoinId, m.quoteCoinId]],
    )) as { id: number; decimals: number }[];
    const decimals = (id: unknown) => coins.find((c) => c.id === id)?.decimals ?? 0;
    const info = {
      ...m,
      baseDecimals: decimals(m.baseCoinId),
      quoteDecimals: decimals(m.quoteCoinId),
      tickSize: String(m.tickSize ?? '0.0001'),
      lotSize: String(m.lotSize ?? '0.0001'),
      minNotional: String(m.minNotional ?? '0'),
      makerFeeBps: Number(m.makerFeeBps ?? 0),
      takerFeeBps: Number(m.takerFeeBps ?? 0),
    } as unknown as MarketInfo;
    try {
      marketSpec(info);
    } catch {
      throw AppError.badRequest('market.error.steps', [{ path: '/tickSize', error: 'market.error.steps' }]);
    }
  }
}
