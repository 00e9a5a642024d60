import { Decimal } from 'decimal.js';
import type { Kline, KlineInterval, Ticker24h } from './market-data.js';

/** A trade as the journal keeps it: when, at what price, how much (decimal strings, exact). */
export interface TradePrint {
  time: number;
  price: string;
  quantity: string;
}

const MINUTE = 60_000;
/** Each fixed interval's length in milliseconds (a month is not fixed: see candleOpen). */
export const INTERVAL_MS: Record<Exclude<KlineInterval, '1M'>, number> = {
  '1m': MINUTE,
  '3m': 3 * MINUTE,
  '5m': 5 * MINUTE,
  '15m': 15 * MINUTE,
  '30m': 30 * MINUTE,
  '1h': 60 * MINUTE,
  '2h': 120 * MINUTE,
  '4h': 240 * MINUTE,
  '6h': 360 * MINUTE,
  '8h': 480 * MINUTE,
  '12h': 720 * MINUTE,
  '1d': 1440 * MINUTE,
  '3d': 3 * 1440 * MINUTE,
  '1w': 7 * 1440 * MINUTE,
};

/** Where the candle holding `time` opens: UTC boundaries (weeks on Mondays, months on the 1st, as Binance). */
export function candleOpen(time: number, interval: KlineInterval): number {
  if (interval === '1M') {
    const d = new Date(time);
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  }
  const step = INTERVAL_MS[interval];
  const monday = interval === '1w' ? 4 * 1440 * MINUTE : 0; // 1970-01-01 was a Thursday
  return Math.floor((time - monday) / step) * step + monday;
}

/** The last millisecond of the candle that opens at `open`. */
export function candleClose(open: number, interval: KlineInterval): number {
  if (interval !== '1M') return open + INTERVAL_MS[interval] - 1;
  const d = new Date(open);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) - 1;
}

/**
 * Candles built from trades (Saray's own market data, issue 8 §4): trades in time order fall into their interval's
 * candle; open is the first price, close the last, high and low the extremes, volume the quantities added, quote
 * volume price × quantity added, all exact. Intervals without trades have no candle, as on Binance.
 */
export function klinesFromTrades(trades: TradePrint[], interval: KlineInterval): Kline[] {
  const candles: Kline[] = [];
  for (const t of [...trades].sort((a, b) => a.time - b.time)) {
    const open = candleOpen(t.time, interval);
    let c = candles[candles.length - 1];
    if (!c || c.openTime !== open) {
      c = {
        openTime: open,
        open: t.price,
        high: t.price,
        low: t.price,
        close: t.price,
        volume: '0',
        closeTime: candleClose(open, interval),
        quoteVolume: '0',
        trades: 0,
      };
      candles.push(c);
    }
    if (new Decimal(t.price).gt(c.high)) c.high = t.price;
    if (new Decimal(t.price).lt(c.low)) c.low = t.price;
    c.close = t.price;
    c.volume = new Decimal(c.volume).plus(t.quantity).toFixed();
    c.quoteVolume = new Decimal(c.quoteVolume).plus(new Decimal(t.price).mul(t.quantity)).toFixed();
    c.trades++;
  }
  return candles;
}

/** The last 24 hours' statistics of a symbol from its trades up to `now` (the change against the first price). */
export function ticker24hFromTrades(symbol: string, trades: TradePrint[], now: number): Ticker24h | undefined {
  const day = trades.filter((t) => t.time > now - 1440 * MINUTE && t.time <= now).sort((a, b) => a.time - b.time);
  if (!day.length) return undefined;
  const [candle] = klinesFromTrades(
    day.map((t) => ({ ...t, time: day[0].time })),
    '1m',
  );
  const first = new Decimal(day[0].price);
  const last = new Decimal(day[day.length - 1].price);
  return {
    symbol,
    lastPrice: day[day.length - 1].price,
    priceChangePercent: first.isZero() ? '0' : last.minus(first).div(first).mul(100).toFixed(3),
    highPrice: candle.high,
    lowPrice: candle.low,
    volume: candle.volume,
    quoteVolume: candle.quoteVolume,
  };
}
