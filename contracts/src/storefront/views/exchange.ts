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

/** A trade as the pair page lists it: newest first; the side is the taker's (a buy lifted an ask). */
export interface TradeView {
  id: number;
  price: string;
  quantity: string;
  side: 'buy' | 'sell';
  /** Epoch milliseconds. */
  time: number;
}

/** The socket.io namespace of live market data, on the API's socket path (the chat hub's). */
export const MARKET_NAMESPACE = '/market';
export const LIVE_SOCKET_PATH = '/chathub';

/**
 * What the market namespace pushes. A client connects with `auth: { symbol, token? }`: it joins the market's room,
 * and with a valid token its account's room too.
 * - `market`, to the market's room, at most every 100 ms while the market changes: the trades made since the last
 *   push (oldest first) and both sides of the book as they now stand (15 best levels each).
 * - `account`, to the account's room: the symbols of the markets where the account's orders or balances changed;
 *   the page reads its balances and orders again.
 */
export interface MarketPush {
  symbol: string;
  trades: TradeView[];
  bids: BookLevel[];
  asks: BookLevel[];
}

export interface AccountPush {
  symbols: string[];
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
  /** The pair page: the market's latest trades, newest first. */
  trades?: TradeView[];
  /** Coins with their price in the quote coin (null when no trades link them). */
  currencies?: { id: number; symbol: string; name: string; logo: string | null; price: string | null }[];
  quote?: string;
  plans?: StakingPlanView[];
}
