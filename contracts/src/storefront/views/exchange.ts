// The views of the exchange: markets, their pair pages and staking.

/** A market as its list and its pair page show it: rules, and the day's figures from its trades. */
export interface MarketView {
  id: number;
  symbol: string;
  base: string;
  quote: string;
  baseCoinId: number;
  quoteCoinId: number;
  isActive: boolean;
  tickSize: string;
  lotSize: string;
  minNotional: string;
  makerFeeBps: number;
  takerFeeBps: number;
  /** Null before the market's first trade; the day's figures are null without trades in the last 24 hours. */
  lastPrice: string | null;
  changePercent: string | null;
  high: string | null;
  low: string | null;
  volume: string | null;
}

/** A candle as the chart draws it: time in epoch seconds, prices as decimal text. */
export interface Candle {
  time: number;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
}

export interface BookLevel {
  price: string;
  quantity: string;
}

export interface StakingPlanView {
  id: number;
  name: string;
  coin: string;
  durationDays: number;
  aprPercent: string;
  minAmount: string;
  maxAmount: string | null;
  description: string | null;
}

export interface ExchangeView {
  markets?: MarketView[];
  gainers?: MarketView[];
  losers?: MarketView[];
  /** The pair page: its market, candles of the interval (145 by default), both sides of the book. */
  market?: MarketView;
  interval?: string;
  intervals?: string[];
  candles?: Candle[];
  bids?: BookLevel[];
  asks?: BookLevel[];
  /** Coins with their price in the quote coin (null when no trades link them). */
  currencies?: { id: number; symbol: string; name: string; logo: string | null; price: string | null }[];
  quote?: string;
  plans?: StakingPlanView[];
}
