/** A market's trading rules as the order form needs them (exchangeInfo's PRICE_FILTER, LOT_SIZE, NOTIONAL). */
export interface SymbolInfo {
  symbol: string;
  baseAsset: string;
  quoteAsset: string;
  status: string;
  tickSize: string;
  stepSize: string;
  minQty: string;
  minNotional: string | null;
}

/** One candle: prices and volumes stay decimal strings, times are epoch milliseconds. */
export interface Kline {
  openTime: number;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
  closeTime: number;
  quoteVolume: string;
  trades: number;
}

/** 24-hour statistics of a symbol (gainers and losers are ranked by priceChangePercent). */
export interface Ticker24h {
  symbol: string;
  lastPrice: string;
  priceChangePercent: string;
  highPrice: string;
  lowPrice: string;
  volume: string;
  quoteVolume: string;
}

/** Where market data comes from: Saray's own trades, or an exchange mirrored through its REST API. */
export interface MarketDataProvider {
  readonly name: string;
  exchangeInfo(symbols?: string[]): Promise<SymbolInfo[]>;
  klines(symbol: string, interval: KlineInterval, limit: number): Promise<Kline[]>;
  tickers24h(): Promise<Ticker24h[]>;
}

/** Intervals of the spec's chart (default 15m), as Binance names them. */
export const KLINE_INTERVALS = [
  '1m',
  '3m',
  '5m',
  '15m',
  '30m',
  '1h',
  '2h',
  '4h',
  '6h',
  '8h',
  '12h',
  '1d',
  '3d',
  '1w',
  '1M',
] as const;
export type KlineInterval = (typeof KLINE_INTERVALS)[number];
export const DEFAULT_INTERVAL: KlineInterval = '15m';
/** Spec 1 §9: 145 candles; gainers and losers: 10. */
export const DEFAULT_KLINE_LIMIT = 145;
export const MOVERS_COUNT = 10;

const percent = (t: Ticker24h) => Number(t.priceChangePercent);

/** The biggest risers of the day, best first (ties by symbol, so the order is stable). */
export function gainers(tickers: Ticker24h[], count = MOVERS_COUNT): Ticker24h[] {
  return [...tickers]
    .filter((t) => Number.isFinite(percent(t)))
    .sort((a, b) => percent(b) - percent(a) || a.symbol.localeCompare(b.symbol))
    .slice(0, count);
}

/** The biggest fallers of the day, worst first. */
export function losers(tickers: Ticker24h[], count = MOVERS_COUNT): Ticker24h[] {
  return [...tickers]
    .filter((t) => Number.isFinite(percent(t)))
    .sort((a, b) => percent(a) - percent(b) || a.symbol.localeCompare(b.symbol))
    .slice(0, count);
}

/** The injection token of the mirrored providers the configuration names, by lower-case name (binance). */
export const MIRRORED_MARKET_DATA = Symbol('MIRRORED_MARKET_DATA');
