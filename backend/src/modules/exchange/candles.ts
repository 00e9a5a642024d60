import type { EntityManager } from 'typeorm';
import { INTERVAL_MS } from './klines.js';
import { KLINE_INTERVALS } from './market-data.js';

/** Each interval's name and its length as PostgreSQL reads an interval (a month's length is unused). */
const STEPS = KLINE_INTERVALS.map((name) => [name, name === '1M' ? '1 day' : `${INTERVAL_MS[name] / 60_000} minutes`]);

/**
 * Where the candle of an interval holding trade time `a` opens, as candleOpen (klines.ts) computes it: UTC
 * boundaries, weeks from Monday, months on the 1st.
 */
export const CANDLE_OPEN_SQL = `CASE i.name WHEN '1M' THEN date_trunc('month', t.a, 'UTC')
  ELSE date_bin(i.step, t.a, CASE i.name WHEN '1w' THEN TIMESTAMPTZ '1970-01-05Z' ELSE TIMESTAMPTZ '1970-01-01Z' END) END`;

/** The candles' step parameters: each interval's name and length (the two arrays `candlesUpsert` reads). */
export const candleSteps = (): [string[], string[]] => [STEPS.map(([name]) => name), STEPS.map(([, step]) => step)];

/**
 * The statement that folds trades into every interval's candle, reading the trades' markets, prices, quantities and
 * times and the steps' names and lengths from the given parameters: a candle a trade opens is inserted, one already
 * there takes the trades' high, low, volumes and count, and its open or close where their first or last trade was
 * made before or after the candle's (trades of equal time in the order given): folding trades in any order gives the
 * candles of the whole trade log.
 */
export const candlesUpsert = (p: {
  market: string;
  price: string;
  quantity: string;
  at: string;
  names: string;
  steps: string;
}) =>
  // write-sql: exchange-journal
  `INSERT INTO exchange_candles (market_id, "interval", open_time, open, high, low, close, volume, quote_volume,
     trades, first_trade_at, last_trade_at, version)
   SELECT t.m, i.name, ${CANDLE_OPEN_SQL} AS open_time, (array_agg(t.p ORDER BY t.a, t.n))[1], max(t.p), min(t.p),
     (array_agg(t.p ORDER BY t.a DESC, t.n DESC))[1], sum(t.q), sum(t.p * t.q), count(*), min(t.a), max(t.a), 1
   FROM unnest(${p.market}::int[], ${p.price}::numeric[], ${p.quantity}::numeric[], ${p.at}::timestamptz[])
     WITH ORDINALITY AS t(m, p, q, a, n)
   CROSS JOIN unnest(${p.names}::text[], ${p.steps}::interval[]) AS i(name, step)
   GROUP BY t.m, i.name, 3
   ON CONFLICT (market_id, "interval", open_time) DO UPDATE SET
     high = greatest(exchange_candles.high, EXCLUDED.high), low = least(exchange_candles.low, EXCLUDED.low),
     open = CASE WHEN EXCLUDED.first_trade_at < exchange_candles.first_trade_at THEN EXCLUDED.open
       ELSE exchange_candles.open END,
     close = CASE WHEN EXCLUDED.last_trade_at >= exchange_candles.last_trade_at THEN EXCLUDED.close
       ELSE exchange_candles.close END,
     first_trade_at = least(exchange_candles.first_trade_at, EXCLUDED.first_trade_at),
     last_trade_at = greatest(exchange_candles.last_trade_at, EXCLUDED.last_trade_at),
     volume = exchange_candles.volume + EXCLUDED.volume,
     quote_volume = exchange_candles.quote_volume + EXCLUDED.quote_volume,
     trades = exchange_candles.trades + EXCLUDED.trades, version = exchange_candles.version + 1, updated_at = now()`;

/** Folds trades into their candles (the writer does it within its batch's statement; trades written otherwise). */
export async function foldIntoCandles(
  manager: EntityManager,
  trades: { market: number; price: string; quantity: string; at: Date }[],
): Promise<void> {
  if (!trades.length) return;
  await manager.query(
    // write-sql: exchange-journal
    candlesUpsert({ market: '$1', price: '$2', quantity: '$3', at: '$4', names: '$5', steps: '$6' }),
    [
      trades.map((t) => t.market),
      trades.map((t) => t.price),
      trades.map((t) => t.quantity),
      trades.map((t) => t.at),
      ...candleSteps(),
    ],
  );
}
