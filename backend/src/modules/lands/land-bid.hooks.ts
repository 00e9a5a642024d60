import { Inject, Injectable } from '@nestjs/common';
import { Decimal } from 'decimal.js';
import { SYSTEM_ACTOR } from '../../auth/actor.js';
import { AppError } from '../../common/app-error.js';
import { conflict } from '../../common/refuse.js';
import { HooksFor, type EntityHooks, type HookContext } from '../../crud/hooks.js';
import { assignOwner } from '../../crud/owner.js';
import type { Row } from '../../crud/pipeline/serialize.js';
import { ExchangeWriter } from '../exchange/exchange-writer.js';
import { fromUnits, toUnits, trimDecimal } from '../exchange/units.js';
import { coinInfo, moveFunds } from './land-funds.js';
import { BID_STATE, LAND_STATE, SALE_KIND, nextBid } from './land-views.js';

const refuse = (path: string, key: string, params: Record<string, unknown> = {}) =>
  AppError.badRequest(key, [{ path, error: key, params }], params);

/**
 * A bid is taken under its land's row lock, so bids on one land are decided one at a time: the auction must be
 * running, the amount at least the land's next bid (the minimum bid, then the highest bid and a step), and the
 * bidder must have it. The amount is held in the bidder's wallet in the bid's own transaction, and the bid it beats
 * is released there too: only the leading bid ever holds funds, and settling the auction spends them.
 */
@Injectable()
@HooksFor('LandBid')
export class LandBidHooks implements EntityHooks {
  constructor(@Inject(ExchangeWriter) private readonly writer: ExchangeWriter) {}

  async beforeWrite(ctx: HookContext): Promise<void> {
    // A bid never changes afterwards except its state, which the land's own writes set (the entity's lock).
    if (ctx.op !== 'create') return;
    assignOwner(ctx, 'customerId');
    const v = ctx.values;
    const land = await this.lockLand(ctx, v.landId);
    if (land.saleKind !== SALE_KIND.auction) throw conflict('landbid.error.notauction', 'landId');
    if (land.state !== LAND_STATE.available || land.isPublished === false)
      throw conflict('land.error.notforsale', 'landId');
    const endsAt = String(land.auctionEndsAt);
    if (Date.now() >= Date.parse(endsAt))
      throw new AppError(409, 'landbid.error.closed', [{ path: '/landId', error: 'landbid.error.closed' }], { endsAt });
    const coin = await coinInfo(ctx.manager, land.coinId);
    const amount = toUnits(v.amount, coin.decimals);
    if (!amount) throw refuse('/amount', 'exchange.error.invalidamount', { decimals: coin.decimals });
    const min = nextBid(land)!;
    if (new Decimal(fromUnits(amount, coin.decimals)).lt(min))
      throw refuse('/amount', 'landbid.error.toolow', { min, coin: coin.symbol });

    const [leading] = (await ctx.manager.query(
      `SELECT id, customer_id AS "customerId", amount::text AS amount FROM land_bids
       WHERE land_id = $1 AND state = $2 FOR UPDATE`,
      [land.id, BID_STATE.leading],
    )) as { id: number; customerId: number; amount: string }[];
    if (leading) {
      // Released first: a leader raising their own bid may use the amount their last bid held.
      const held = toUnits(trimDecimal(leading.amount), coin.decimals) ?? 0n;
      if (!(await moveFunds(this.writer, ctx.manager, 'release', leading.customerId, land.coinId, held)))
        throw conflict('land.error.notheld');
      await ctx.tx.update('land-bids', SYSTEM_ACTOR, leading.id, { state: BID_STATE.outbid });
    }
    if (!(await moveFunds(this.writer, ctx.manager, 'hold', v.customerId, land.coinId, amount)))
      throw refuse('/amount', 'landbid.error.insufficientfunds', {
        amount: fromUnits(amount, coin.decimals),
        coin: coin.symbol,
      });
    const text = fromUnits(amount, coin.decimals);
    Object.assign(v, { amount: text, coinId: land.coinId, state: BID_STATE.leading });
    await ctx.tx.update('lands', SYSTEM_ACTOR, land.id as number, {
      highestBid: text,
      bidCount: Number(land.bidCount ?? 0) + 1,
    });
  }

  private async lockLand(ctx: HookContext, landId: unknown): Promise<Row> {
    try {
      return await ctx.tx.lock('lands', SYSTEM_ACTOR, landId as number);
    } catch (err) {
      if (err instanceof AppError && err.status === 404) throw refuse('/landId', 'landbid.error.noland');
      throw err;
    }
  }
}
