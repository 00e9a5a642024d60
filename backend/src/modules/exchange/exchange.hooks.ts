import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AppError } from '../../common/app-error.js';
import { HooksFor, type EntityHooks, type HookContext } from '../../crud/hooks.js';
import { ExchangeWriter } from './exchange-writer.js';
import { ExchangeService, marketSpec, type MarketInfo } from './exchange.service.js';
import { toUnits, trimDecimal } from './units.js';

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

/** A market, or a coin one trades (its symbol, its decimals), changed: the exchange reads markets afresh. */
@Injectable()
@HooksFor('Market', 'Coin')
export class MarketCacheHooks implements EntityHooks {
  constructor(@Inject(ExchangeService) private readonly exchange: ExchangeService) {}

  afterCommit(): void {
    this.exchange.forgetMarkets();
  }
}

/** Address formats of the token standards the spec names; other networks take any plain address. */
const ADDRESS_FORMATS: Record<string, RegExp> = {
  ERC20: /^0x[0-9a-fA-F]{40}$/,
  BEP20: /^0x[0-9a-fA-F]{40}$/,
  TRC20: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
};
const PLAIN_ADDRESS = /^[A-Za-z0-9]{20,100}$/;

/** Whether an address has the form of the network's addresses (by the network's symbol). */
export const addressFits = (network: string, address: unknown): boolean =>
  (ADDRESS_FORMATS[network.toUpperCase()] ?? PLAIN_ADDRESS).test(String(address));

/**
 * A withdrawal takes its amount and the network's fee out of the customer's available balance when it is asked for
 * (held until an administrator decides): approving sends them out of the exchange, rejecting (or deleting a waiting
 * one) gives them back, each in the decision's own transaction (the journal's entry and the status commit
 * together, so it happens once). The network must carry the coin, and the address must be one of that network's.
 */
@Injectable()
@HooksFor('Withdrawal')
export class WithdrawalHooks implements EntityHooks {
  constructor(@Inject(ExchangeWriter) private readonly writer: ExchangeWriter) {}

  async beforeWrite(ctx: HookContext): Promise<void> {
    if (ctx.op === 'delete') {
      if (ctx.current?.status !== 0) throw AppError.conflict('withdrawal.error.notwaiting');
      return this.settle(ctx, 'release');
    }
    if (ctx.action === 'approve') return this.settle(ctx, 'spend');
    if (ctx.action === 'reject') return this.settle(ctx, 'release');
    if (ctx.action) return;
    if (ctx.op === 'update') {
      // What was held follows from these: a waiting request keeps them (reject it and ask again).
      const held = ['customerId', 'coinId', 'blockChainNetworkId', 'amount', 'toAddress'];
      const changed = held.find(
        (f) => ctx.values[f] !== undefined && String(ctx.values[f]) !== String(ctx.current?.[f]),
      );
      if (changed)
        throw AppError.conflict('withdrawal.error.requested_unchangeable', [
          { path: `/${changed}`, error: 'withdrawal.error.requested_unchangeable' },
        ]);
      return;
    }
    const v = ctx.values;
    const refuse = (path: string, key: string, params: Record<string, unknown> = {}) =>
      AppError.badRequest(key, [{ path, error: key, params }], params);
    const [network] = (await ctx.manager.query(
      'SELECT symbol, fee::text AS fee FROM blockchain_networks WHERE id = $1 AND is_actived',
      [v.blockChainNetworkId],
    )) as { symbol: string; fee: string | null }[];
    const [contract] = (await ctx.manager.query(
      `SELECT id, fee::text AS fee FROM coin_contracts
       WHERE coin_id = $1 AND block_chain_network_id = $2 AND is_actived ORDER BY id LIMIT 1`,
      [v.coinId, v.blockChainNetworkId],
    )) as { id: number; fee: string | null }[];
    if (!network || !contract) throw refuse('/blockChainNetworkId', 'withdrawal.error.network');
    if (!addressFits(network.symbol, v.toAddress))
      throw refuse('/toAddress', 'withdrawal.error.address', { network: network.symbol });
    const decimals = await coinDecimals(ctx.manager, v.coinId as number);
    const fee = trimDecimal(contract.fee ?? network.fee ?? '0');
    const amount = toUnits(v.amount, decimals);
    const feeUnits = toUnits(fee, decimals);
    if (!amount) throw refuse('/amount', 'exchange.error.invalidamount', { decimals });
    if (feeUnits === undefined) throw refuse('/blockChainNetworkId', 'withdrawal.error.network');
    Object.assign(v, { fee, coinContractId: contract.id, status: 0 });
    const held = await this.writer.submitWithin(ctx.manager, {
      kind: 'funds',
      entry: {
        kind: 'hold',
        account: String(v.customerId),
        asset: String(v.coinId),
        amount: String(amount + feeUnits),
      },
    });
    if (!held.accepted) throw refuse('/amount', 'exchange.error.insufficientfunds');
  }

  /** What the request held (its amount and fee) leaves the exchange (spend) or comes back (release). */
  private async settle(ctx: HookContext, kind: 'spend' | 'release'): Promise<void> {
    const w = ctx.current!;
    const decimals = await coinDecimals(ctx.manager, w.coinId as number);
    const amount = toUnits(w.amount, decimals);
    const fee = toUnits(w.fee ?? '0', decimals);
    // The coin's decimals were lowered after the request: what was held can no longer be named exactly.
    if (!amount || fee === undefined) throw AppError.conflict('withdrawal.error.notheld');
    const settled = await this.writer.submitWithin(ctx.manager, {
      kind: 'funds',
      entry: { kind, account: String(w.customerId), asset: String(w.coinId), amount: String(amount + fee) },
    });
    if (!settled.accepted) throw AppError.conflict('withdrawal.error.notheld');
  }
}

/** A coin's decimals (0 when it names none), read in the caller's transaction. */
export async function coinDecimals(manager: EntityManager, coinId: number): Promise<number> {
  const [coin] = (await manager.query('SELECT coalesce(decimals, 0) AS decimals FROM coins WHERE id = $1', [
    coinId,
  ])) as {
    decimals: number;
  }[];
  return coin?.decimals ?? 0;
}
