import type { BookLevel, TradeView } from '@saray/contracts/storefront/views/exchange';

/** How many trades the pair page lists. */
export const TRADES_KEPT = 30;

const oldestFirst = (a: TradeView, b: TradeView) => a.time - b.time || a.id - b.id;

/**
 * The recent trades after a push: the pushed ones joined to those shown, newest first, each once, `keep` at most;
 * `fresh` are the pushed trades not shown before, oldest first (what the chart has not drawn yet).
 *
 * @example mergeTrades([t3, t2], [t3, t4]) // { list: [t4, t3, t2], fresh: [t4] }
 */
export function mergeTrades(
  shown: TradeView[],
  pushed: TradeView[],
  keep = TRADES_KEPT,
): { list: TradeView[]; fresh: TradeView[] } {
  const known = new Set(shown.map((t) => t.id));
  const fresh: TradeView[] = [];
  for (const t of pushed) {
    if (known.has(t.id)) continue;
    known.add(t.id);
    fresh.push(t);
  }
  if (!fresh.length) return { list: shown, fresh };
  fresh.sort(oldestFirst);
  const list = [...fresh, ...shown].sort((a, b) => oldestFirst(b, a)).slice(0, keep);
  return { list, fresh };
}

/** A candle as the chart draws it: numbers, since the chart only draws them. */
export interface Bar {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

const UNIT_SECONDS: Record<string, number> = { m: 60, h: 3600, d: 86400 };

/**
 * An interval's length in seconds ('15m' is 900); undefined for the calendar ones (weeks open on Mondays, months on
 * the 1st), whose candles a trade does not move live.
 */
export function intervalSeconds(interval: string): number | undefined {
  const m = /^(\d+)([mhd])$/.exec(interval);
  return m ? Number(m[1]) * UNIT_SECONDS[m[2]] : undefined;
}

/**
 * The last candle after a trade: moved by it, a new one when the trade falls in a later bucket of the interval
 * (bucket = floor(seconds / interval) × interval, UTC boundaries as the server's candles), or undefined for a trade
 * older than the last candle (the chart leaves its past alone).
 *
 * @example withTrade({ time: 0, open: 10, high: 10, low: 10, close: 10, volume: 1 }, { price: '12', quantity: '2', time: 30_000 }, 60)
 * // { time: 0, open: 10, high: 12, low: 10, close: 12, volume: 3 }
 */
export function withTrade(
  last: Bar | undefined,
  trade: Pick<TradeView, 'price' | 'quantity' | 'time'>,
  seconds: number,
): Bar | undefined {
  const price = Number(trade.price);
  const quantity = Number(trade.quantity);
  const time = Math.floor(trade.time / 1000 / seconds) * seconds;
  if (!last || time > last.time) return { time, open: price, high: price, low: price, close: price, volume: quantity };
  if (time < last.time) return undefined;
  return {
    ...last,
    high: Math.max(last.high, price),
    low: Math.min(last.low, price),
    close: price,
    volume: last.volume + quantity,
  };
}

/**
 * How deep the book is at each level, as a percent of the deeper side: the quantity from the best price down to the
 * level, added up. Both sides share the scale, so their bars compare.
 *
 * @example depthPercents([{ price: '11', quantity: '1' }], [{ price: '10', quantity: '1' }, { price: '9', quantity: '3' }])
 * // { asks: [25], bids: [25, 100] }
 */
export function depthPercents(asks: BookLevel[], bids: BookLevel[]): { asks: number[]; bids: number[] } {
  const running = (levels: BookLevel[]) => {
    let sum = 0;
    return levels.map((l) => (sum += Number(l.quantity) || 0));
  };
  const a = running(asks);
  const b = running(bids);
  const deepest = Math.max(a.at(-1) ?? 0, b.at(-1) ?? 0);
  const percent = (n: number) => (deepest ? Math.round((n / deepest) * 1000) / 10 : 0);
  return { asks: a.map(percent), bids: b.map(percent) };
}

/** Trades handed from the socket to what draws them as they come (the chart), outside React's renders. */
export class TradeFeed {
  private readonly listeners = new Set<(trades: TradeView[]) => void>();

  /** Calls the listener with each batch of new trades, oldest first; answers the function that stops it. */
  subscribe(listener: (trades: TradeView[]) => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  publish(trades: TradeView[]): void {
    for (const listener of this.listeners) listener(trades);
  }
}
