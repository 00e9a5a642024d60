import { Inject, Injectable } from '@nestjs/common';
import { AppError } from '../../common/app-error.js';
import { HooksFor, type EntityHooks, type HookContext } from '../../crud/hooks.js';
import { assignOwner } from '../../crud/owner.js';
import { ExchangeWriter } from './exchange-writer.js';
import { addressFits, coinDecimals } from './exchange.hooks.js';
import { toUnits } from './units.js';

/** Hex transaction hashes (Ethereum-like with 0x, Bitcoin-like without) name the same transaction in any case. */
const HEX_HASH = /^(0x)?[0-9a-fA-F]{64}$/;
const normalHash = (hash: string): string => (HEX_HASH.test(hash) ? hash.toLowerCase() : hash);

/** The fields a deposit's checks read: changing one of them checks the request again. */
const CHECKED = ['coinId', 'blockChainNetworkId', 'coinContractId', 'amount', 'fromAddress'];

/**
 * A customer reports coins sent to the exchange: the request is theirs, on a network that carries the coin, with an
 * amount the coin's decimals can hold. Approving it credits the amount to the customer's wallet in the approval's
 * own transaction (the journal's deposit entry and the status commit together, so it happens once); rejecting it
 * changes no balance. The entity's lock keeps a decided request as it was.
 */
@Injectable()
@HooksFor('Deposit')
export class DepositHooks implements EntityHooks {
  constructor(@Inject(ExchangeWriter) private readonly writer: ExchangeWriter) {}

  async beforeWrite(ctx: HookContext): Promise<void> {
    if (ctx.op === 'delete') return;
    if (ctx.action === 'approve') return this.credit(ctx);
    if (ctx.action) return;
    assignOwner(ctx, 'customerId');
    const v = ctx.values;
    if (typeof v.transactionHash === 'string') v.transactionHash = normalHash(v.transactionHash);
    const changes = (f: string) => v[f] !== undefined && String(v[f]) !== String(ctx.current?.[f]);
    if (ctx.op === 'update' && !CHECKED.some(changes)) return;
    const d = { ...ctx.current, ...v };
    const refuse = (path: string, key: string, params: Record<string, unknown> = {}) =>
      AppError.badRequest(key, [{ path, error: key, params }], params);
    const [network] = (await ctx.manager.query('SELECT symbol FROM blockchain_networks WHERE id = $1 AND is_actived', [
      d.blockChainNetworkId,
    ])) as { symbol: string }[];
    // A contract named (in the body, or kept from before on the same coin and network) must be the coin's on that
    // network; otherwise the network's first contract of the coin is the one.
    const moved = changes('coinId') || changes('blockChainNetworkId');
    const named = 'coinContractId' in v ? (v.coinContractId ?? null) : moved ? null : (d.coinContractId ?? null);
    const [contract] = (await ctx.manager.query(
      `SELECT id FROM coin_contracts
       WHERE coin_id = $1 AND block_chain_network_id = $2 AND is_actived AND ($3::int IS NULL OR id = $3)
       ORDER BY id LIMIT 1`,
      [d.coinId, d.blockChainNetworkId, named],
    )) as { id: number }[];
    if (!network || !contract)
      throw refuse(named === null ? '/blockChainNetworkId' : '/coinContractId', 'deposit.error.network');
    if (d.fromAddress && !addressFits(network.symbol, d.fromAddress))
      throw refuse('/fromAddress', 'deposit.error.address', { network: network.symbol });
    const decimals = await coinDecimals(ctx.manager, d.coinId as number);
    if (!toUnits(d.amount, decimals)) throw refuse('/amount', 'exchange.error.invalidamount', { decimals });
    v.coinContractId = contract.id;
  }

  private async credit(ctx: HookContext): Promise<void> {
    const d = ctx.current!;
    const decimals = await coinDecimals(ctx.manager, d.coinId as number);
    const amount = toUnits(d.amount, decimals);
    // The coin's decimals were lowered after the request: its amount can no longer be credited exactly.
    if (!amount) throw new AppError(409, 'exchange.error.invalidamount', [], { decimals });
    await this.writer.submitWithin(ctx.manager, {
      kind: 'funds',
      entry: { kind: 'deposit', account: String(d.customerId), asset: String(d.coinId), amount: String(amount) },
    });
  }
}
