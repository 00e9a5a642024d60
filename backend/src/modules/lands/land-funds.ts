import type { EntityManager } from 'typeorm';
import type { ExchangeWriter } from '../exchange/exchange-writer.js';

export interface CoinInfo {
  symbol: string;
  decimals: number;
}

/** A coin's symbol and decimals, read in the write's transaction. */
export async function coinInfo(manager: EntityManager, coinId: unknown): Promise<CoinInfo> {
  const [coin] = (await manager.query('SELECT symbol, coalesce(decimals, 0) AS decimals FROM coins WHERE id = $1', [
    coinId,
  ])) as CoinInfo[];
  return coin ?? { symbol: '', decimals: 0 };
}

/**
 * Moves a customer's funds through the exchange's journal inside the caller's transaction (decision 41): hold sets
 * an amount aside, release gives it back, spend takes held funds out of the wallet. False when the wallet does not
 * have it (available for a hold, held for the others); nothing is journaled then. A zero amount moves nothing.
 */
export async function moveFunds(
  writer: ExchangeWriter,
  manager: EntityManager,
  kind: 'hold' | 'release' | 'spend',
  customerId: unknown,
  coinId: unknown,
  amount: bigint,
): Promise<boolean> {
  if (amount === 0n) return true;
  const outcome = await writer.submitWithin(manager, {
    kind: 'funds',
    entry: { kind, account: String(customerId), asset: String(coinId), amount: String(amount) },
  });
  return outcome.accepted;
}

/** Takes an amount out of a customer's available balance for good (a hold, then its spend): a payment. */
export async function debit(
  writer: ExchangeWriter,
  manager: EntityManager,
  customerId: unknown,
  coinId: unknown,
  amount: bigint,
): Promise<boolean> {
  if (!(await moveFunds(writer, manager, 'hold', customerId, coinId, amount))) return false;
  return moveFunds(writer, manager, 'spend', customerId, coinId, amount);
}
