import type { DataSource } from 'typeorm';
import { INTERVAL_MS, klinesFromTrades, ticker24hFromTrades, type TradePrint } from './klines.js';
import type { Kline, KlineInterval, MarketDataProvider, SymbolInfo, Ticker24h } from './market-data.js';
import type { MarketInfo } from './exchange.service.js';
import { trimDecimal } from './units.js';

const MINUTE = 60_000;
/** How far back an interval's candles reach: a month counts as 31 days. */
const span = (interval: KlineInterval): number => (interval === '1M' ? 31 * 1440 * MINUTE : INTERVAL_MS[interval]);

/**
 * Market data of Saray's own exchange: the rules from its markets, candles and 24-hour statistics computed from its
 * trade log (exchange_trades), exactly.
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

  async klines(symbol: string, interval: KlineInterval, limit: number): Promise<Kline[]> {
    const market = (await this.markets()).find((m) => m.symbol === symbol);
    if (!market) return [];
    const trades = await this.trades(market.id, this.now() - span(interval) * limit);
    return klinesFromTrades(trades, interval).slice(-limit);
  }

  async tickers24h(): Promise<Ticker24h[]> {
    const now = this.now();
    const out: Ticker24h[] = [];
    for (const m of await this.markets()) {
      const ticker = ticker24hFromTrades(m.symbol, await this.trades(m.id, now - 1440 * MINUTE), now);
      if (ticker) out.push(ticker);
    }
    return out;
  }

  private async trades(marketId: number, since: number): Promise<TradePrint[]> {
    const rows = (await this.dataSource.query(
      `SELECT traded_at AS at, price::text AS price, quantity::text AS quantity FROM exchange_trades
       WHERE market_id = $1 AND traded_at >= $2 ORDER BY id`,
      [marketId, new Date(since)],
    )) as { at: Date; price: string; quantity: string }[];
    return rows.map((r) => ({
      time: new Date(r.at).getTime(),
      price: trimDecimal(r.price),
      quantity: trimDecimal(r.quantity),
    }));
  }
}
