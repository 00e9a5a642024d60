// The views of the land sale: the planet map, a land's page, loan plans and loans.

/**
 * Where a parcel stands for a visitor: on sale at a fixed price, in a running auction, its auction ended and waiting
 * to be settled, reserved for a buyer whose loan is being decided, or sold.
 */
export type LandStatus = 'sale' | 'auction' | 'ended' | 'reserved' | 'sold';

export const LAND_STATUSES: readonly LandStatus[] = ['sale', 'auction', 'ended', 'reserved', 'sold'];

export interface LandAreaView {
  id: number;
  name: string;
  description: string | null;
  /** The tint the map draws the area's ground in (#rrggbb). */
  color: string;
}

/** A parcel as the map and its page show it; amounts are exact decimal text in its coin. */
export interface LandView {
  id: number;
  title: string;
  description: string | null;
  areaId: number;
  /** Its place on the map, in whole map units from the top left corner. */
  x: number;
  y: number;
  width: number;
  height: number;
  status: LandStatus;
  saleKind: 'fixed' | 'auction';
  coin: string;
  coinId: number;
  price: string | null;
  minimumBid: string | null;
  bidStep: string | null;
  highestBid: string | null;
  bidCount: number;
  /** The least a new bid may be now (the minimum bid, or the highest bid and a step); null outside a running auction. */
  nextBid: string | null;
  auctionEndsAt: string | null;
  soldPrice: string | null;
  soldAt: string | null;
  /** What it costs now: the fixed price, or the least next bid of a running auction. */
  asking: string | null;
}

/** A bid of a land's auction as the public sees it: never who made it, only whether it is the reader's own. */
export interface LandBidView {
  amount: string;
  at: string;
  leading: boolean;
  mine: boolean;
}

export interface LoanPlanView {
  id: number;
  name: string;
  description: string | null;
  coin: string;
  coinId: number;
  aprPercent: string;
  /** The largest share of a land's price the plan lends, in percent. */
  maxLtvPercent: string;
  minTermMonths: number;
  maxTermMonths: number;
  minPrincipal: string;
  maxPrincipal: string | null;
}

/** One instalment of a loan's schedule; its due date is set when the loan is approved. */
export interface InstalmentView {
  n: number;
  dueDate?: string;
  principal: string;
  interest: string;
  amount: string;
}

/** What a loan would cost (the server's own sums, as the request would fix them). */
export interface LoanQuote {
  price: string;
  principal: string;
  downPayment: string;
  aprPercent: string;
  termMonths: number;
  installment: string;
  totalRepayable: string;
  totalInterest: string;
  coin: string;
  schedule: InstalmentView[];
}

/** The list filters of the map, read back from the address's query. */
export interface LandFilters {
  area?: number;
  status?: LandStatus;
  min?: string;
  max?: string;
}

export interface LandsView {
  /** The server's clock when the page was drawn: countdowns start from it, so server and browser draw the same. */
  now: string;
  areas: LandAreaView[];
  /** Every published parcel of the planet, for the map. */
  lands: LandView[];
  filters?: LandFilters;
  /** A land's page: the land and its auction's bids, newest first. */
  land?: LandView;
  bids?: LandBidView[];
  /** Active loan plans (on a land's page, those in its coin). */
  plans?: LoanPlanView[];
}
