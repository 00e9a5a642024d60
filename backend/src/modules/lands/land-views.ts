import { Decimal } from 'decimal.js';
import type { LandAreaView, LandStatus, LandView, LoanPlanView } from '@saray/contracts/storefront/state';
import type { Row } from '../../crud/pipeline/serialize.js';
import { trimDecimal } from '../exchange/units.js';

/** Land.state and Land.saleKind as the entity file numbers them. */
export const LAND_STATE = { available: 1, reserved: 2, sold: 3 } as const;
export const SALE_KIND = { fixed: 1, auction: 2 } as const;
/** LandBid.state: leading (its amount held), outbid (released), won (spent). */
export const BID_STATE = { leading: 1, outbid: 2, won: 3 } as const;

const decimal = (v: unknown): string | null => (v === null || v === undefined ? null : trimDecimal(String(v)));

/** Where a parcel stands at `now` (see LandStatus). */
export function landStatus(land: Row, now: Date): LandStatus {
  if (land.state === LAND_STATE.sold) return 'sold';
  if (land.state === LAND_STATE.reserved) return 'reserved';
  if (land.saleKind === SALE_KIND.fixed) return 'sale';
  return land.auctionEndsAt && Date.parse(String(land.auctionEndsAt)) <= now.getTime() ? 'ended' : 'auction';
}

/** The least a new bid may be: the minimum bid before the first one, then the highest bid and a step. */
export function nextBid(land: Row): string | null {
  if (land.highestBid === null || land.highestBid === undefined) return decimal(land.minimumBid);
  return new Decimal(String(land.highestBid)).plus(String(land.bidStep ?? '0')).toFixed();
}

/** A Land record (as the API answers it, in the reader's language) as the storefront draws it. */
export function toLandView(land: Row, coins: Map<number, string>, now: Date): LandView {
  const status = landStatus(land, now);
  const next = status === 'auction' ? nextBid(land) : null;
  return {
    id: Number(land.id),
    title: String(land.title),
    description: (land.description as string | null) ?? null,
    areaId: Number(land.areaId),
    x: Number(land.x),
    y: Number(land.y),
    width: Number(land.width),
    height: Number(land.height),
    status,
    saleKind: land.saleKind === SALE_KIND.auction ? 'auction' : 'fixed',
    coin: coins.get(Number(land.coinId)) ?? '',
    coinId: Number(land.coinId),
    price: decimal(land.price),
    minimumBid: decimal(land.minimumBid),
    bidStep: decimal(land.bidStep),
    highestBid: decimal(land.highestBid),
    bidCount: Number(land.bidCount ?? 0),
    nextBid: next,
    auctionEndsAt: (land.auctionEndsAt as string | null) ?? null,
    soldPrice: decimal(land.soldPrice),
    soldAt: (land.soldAt as string | null) ?? null,
    asking: status === 'sale' ? decimal(land.price) : next,
  };
}

export const toAreaView = (area: Row): LandAreaView => ({
  id: Number(area.id),
  name: String(area.name),
  description: (area.description as string | null) ?? null,
  color: String(area.color ?? '#4f7cac'),
});

export const toPlanView = (plan: Row, coins: Map<number, string>): LoanPlanView => ({
  id: Number(plan.id),
  name: String(plan.name),
  description: (plan.description as string | null) ?? null,
  coin: coins.get(Number(plan.coinId)) ?? '',
  coinId: Number(plan.coinId),
  aprPercent: decimal(plan.aprPercent) ?? '0',
  maxLtvPercent: decimal(plan.maxLtvPercent) ?? '0',
  minTermMonths: Number(plan.minTermMonths),
  maxTermMonths: Number(plan.maxTermMonths),
  minPrincipal: decimal(plan.minPrincipal) ?? '0',
  maxPrincipal: decimal(plan.maxPrincipal),
});
