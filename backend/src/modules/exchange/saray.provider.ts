import type { DataSource } from 'typeorm';
import { Decimal } from 'decimal.js';
import { candleClose } from './klines.js';
import type { Kline, KlineInterval, MarketDataProvider, SymbolInfo, Ticker24h } from './market-data.js';
import type { MarketInfo } from './exchange.service.js';
import { trimDecimal } from './units.js';

const MINUTE = 60_000;

/**
 * Market data of Saray's own exchange: the rules from its markets, candles and 24-hour statistics from the candles
 * the exchange's writer keeps with each batch of trades (exchange_candles), exactly.
 */
export class SarayProvider implements MarketDataProvider {
  readonly name = 'saray';

  constructor(
    private readonly dataSource: DataSource,
    private readonly markets: () => Promise<MarketInfo[]>,
    private readonly now: () => number = Date.now,
  ) {}

  async exchangeInfo(symbols?: string[]): Promise<SymbolInfo[]> {
    return (await this.markets())
      .filter((m) => !symbols?.length || symbols.includes(m.symbol))
      .map((m) => ({
        symbol: m.symbol,
        baseAsset: m.baseSymbol,
        quoteAsset: m.quoteSymbol,
        status: m.isActived ? 'TRADING' : 'BREAK',
        tickSize: m.tickSize,
        stepSize: m.lotSize,
        minQty: m.lotSize,
        minNotional: m.minNotional,
      }));
  }

  /** The last `limit` candles of the interval, oldest first: one indexed read of the candles the writer keeps. */
  async klines(symbol: string, interval: KlineInterval, limit: number): Promise<Kline[]> {
    const market = (await this.markets()).find((m) => m.symbol === symbol);
    if (!market) return [];
    const rows = (await this.dataSource.query(
      `SELECT open_time AS "openTime", open::text, high::text, low::text, close::text, volume::text,
         quote_volume::text AS "quoteVolume", trades
       FROM exchange_candles WHERE market_id = $1 AND "interval" = $2 ORDER BY open_time DESC LIMIT $3`,
      [market.id, interval, limit],
    )) as (Record<'open' | 'high' | 'low' | 'close' | 'volume' | 'quoteVolume', string> & {
      openTime: Date | string;
      trades: number;
    })[];
    return rows.reverse().map((r) => {
      const openTime = new Date(r.openTime).getTime();
      return {
        openTime,
        open: trimDecimal(r.open),
        high: trimDecimal(r.high),
        low: trimDecimal(r.low),
        close: trimDecimal(r.close),
        volume: trimDecimal(r.volume),
        closeTime: candleClose(openTime, interval),
        quoteVolume: trimDecimal(r.quoteVolume),
        trades: r.trades,
      };
    });
  }

  /**
   * The last 24 hours of every market from its minute candles (those opened within the day): the change is the
   * last close against the first candle's open.
   */
  async tickers24h(): Promise<Ticker24h[]> {
    const markets = await this.markets();
    if (!markets.length) return [];
    const rows = (await this.dataSource.query(
      `SELECT market_id AS "marketId", (array_agg(open ORDER BY open_time))[1]::text AS first,
         (array_agg(close ORDER BY open_time DESC))[1]::text AS last, max(high)::text AS high, min(low)::text AS low,
         sum(volume)::text AS volume, sum(quote_volume)::text AS "quoteVolume"
       FROM exchange_candles WHERE market_id = ANY($1) AND "interval" = '1m' AND open_time > $2
       GROUP BY market_id`,
      [markets.map((m) => m.id), new Date(this.now() - 1440 * MINUTE)],
    )) as (Record<'first' | 'last' | 'high' | 'low' | 'volume' | 'quoteVolume', string> & { marketId: number })[];
    const symbol = new Map(markets.map((m) => [m.id, m.symbol]));
    return markets.flatMap((m) => {
      const r = rows.find((row) => row.marketId === m.id);
      if (!r) return [];
      const first = new Decimal(r.first);
      return [
        {
          symbol: symbol.get(m.id)!,
          lastPrice: trimDecimal(r.last),
          priceChangePercent: first.isZero() ? '0' : new Decimal(r.last).minus(first).div(first).mul(100).toFixed(3),
          highPrice: trimDecimal(r.high),
          lowPrice: trimDecimal(r.low),
          volume: trimDecimal(r.volume),
          quoteVolume: trimDecimal(r.quoteVolume),
        },
      ];
    });
  }
}
