import { Inject, Injectable } from '@nestjs/common';
import { SYSTEM_ACTOR } from '../../auth/actor.js';
import { AppError } from '../../common/app-error.js';
import { conflict } from '../../common/refuse.js';
import { HooksFor, type EntityHooks, type HookContext } from '../../crud/hooks.js';
import type { Row } from '../../crud/pipeline/serialize.js';
import { ExchangeWriter } from '../exchange/exchange-writer.js';
import { fromUnits, toUnits, trimDecimal } from '../exchange/units.js';
import { coinInfo, debit, moveFunds } from './land-funds.js';
import { BID_STATE, SALE_KIND } from './land-views.js';

const refuse = (path: string, key: string, params: Record<string, unknown> = {}) =>
  AppError.badRequest(key, [{ path, error: key, params }], params);

const GEOMETRY = ['x', 'y', 'width', 'height'];
const AMOUNTS = ['price', 'minimumBid', 'bidStep'];
const changed = (ctx: HookContext, fields: string[]) =>
  ctx.op === 'create' || fields.some((f) => f in ctx.values && ctx.values[f] !== ctx.current?.[f]);

/**
 * A parcel's rules beyond its entity file: parcels never overlap (checked with the table locked against other
 * parcels' writes, so two parcels drawn at once cannot both take the same ground), amounts fit the coin, and an
 * auction ends in the future when it is set. Buying takes the fixed price from the buyer's wallet and settling an
 * ended auction spends the leading bid's held amount, each in the action's transaction under the parcel's row lock,
 * so a parcel is sold once and paid for once.
 */
@Injectable()
@HooksFor('Land')
export class LandHooks implements EntityHooks {
  constructor(@Inject(ExchangeWriter) private readonly writer: ExchangeWriter) {}

  async beforeWrite(ctx: HookContext): Promise<void> {
    if (ctx.action === 'buy') return this.buy(ctx);
    if (ctx.action === 'settle') return this.settle(ctx);
    if (ctx.op === 'delete' || ctx.action) return;
    // The column's default, written down now so that the entity's checks (a price for a fixed sale) see it.
    if (ctx.op === 'create') ctx.values.saleKind ??= SALE_KIND.fixed;
    const land: Row = { ...ctx.current, ...ctx.values };
    if (changed(ctx, GEOMETRY)) await this.assertFree(ctx, land);
    if (changed(ctx, [...AMOUNTS, 'coinId'])) await this.assertAmounts(ctx, land);
    const ends = land.auctionEndsAt ? Date.parse(String(land.auctionEndsAt)) : NaN;
    if (land.saleKind === SALE_KIND.auction && changed(ctx, ['auctionEndsAt', 'saleKind']) && !(ends > Date.now()))
      throw refuse('/auctionEndsAt', 'land.error.endpast');
  }

  private async assertFree(ctx: HookContext, land: Row): Promise<void> {
    // Row writes to other parcels (bids, sales) wait meanwhile; they never move a parcel.
    await ctx.manager.query('LOCK TABLE lands IN SHARE ROW EXCLUSIVE MODE');
    const [other] = (await ctx.manager.query(
      `SELECT id, title FROM lands
       WHERE id <> $1::int AND x < $2::int + $4::int AND x + width > $2::int
         AND y < $3::int + $5::int AND y + height > $3::int LIMIT 1`,
      [ctx.current?.id ?? 0, land.x, land.y, land.width, land.height],
    )) as { id: number; title: string }[];
    if (other) throw refuse('/x', 'land.error.overlaps', { title: other.title });
  }

  private async assertAmounts(ctx: HookContext, land: Row): Promise<void> {
    const { decimals } = await coinInfo(ctx.manager, land.coinId);
    for (const field of AMOUNTS) {
      const value = land[field];
      if (value !== null && value !== undefined && toUnits(String(value), decimals) === undefined)
        throw refuse(`/${field}`, 'exchange.error.invalidamount', { decimals });
    }
  }

  /** The buyer (the action's caller) pays the fixed price from their available balance. */
  private async buy(ctx: HookContext): Promise<void> {
    const land = ctx.current!;
    const buyer = ctx.actor.id;
    if (buyer === null) throw conflict('land.error.notforsale');
    const coin = await coinInfo(ctx.manager, land.coinId);
    const price = toUnits(trimDecimal(String(land.price)), coin.decimals);
    if (price === undefined) throw conflict('land.error.notforsale');
    if (!(await debit(this.writer, ctx.manager, buyer, land.coinId, price)))
      throw AppError.badRequest('land.error.insufficientfunds', [], {
        price: fromUnits(price, coin.decimals),
        coin: coin.symbol,
      });
    ctx.values.soldPrice = fromUnits(price, coin.decimals);
  }

  /** After its end, an auction goes to its leading bid: the bid's held amount is spent and the land is the bidder's. */
  private async settle(ctx: HookContext): Promise<void> {
    const land = ctx.current!;
    const endsAt = String(land.auctionEndsAt);
    if (Date.now() < Date.parse(endsAt)) throw new AppError(409, 'land.error.auctionopen', [], { endsAt });
    const [bid] = (await ctx.manager.query(
      `SELECT id, customer_id AS "customerId", amount::text AS amount FROM land_bids
       WHERE land_id = $1 AND state = $2 FOR UPDATE`,
      [land.id, BID_STATE.leading],
    )) as { id: number; customerId: number; amount: string }[];
    if (!bid) throw conflict('land.error.nobids');
    const coin = await coinInfo(ctx.manager, land.coinId);
    const amount = toUnits(trimDecimal(bid.amount), coin.decimals);
    if (!amount || !(await moveFunds(this.writer, ctx.manager, 'spend', bid.customerId, land.coinId, amount)))
      throw conflict('land.error.notheld');
    Object.assign(ctx.values, { ownerId: bid.customerId, soldPrice: trimDecimal(bid.amount) });
    await ctx.tx.update('land-bids', SYSTEM_ACTOR, bid.id, { state: BID_STATE.won });
  }
}
