import type { DataSource } from 'typeorm';
import { klinesFromTrades, ticker24hFromTrades, type TradePrint } from './klines.js';
import type { Kline, KlineInterval, MarketDataProvider, SymbolInfo, Ticker24h } from './market-data.js';
import type { MarketInfo } from './exchange.service.js';
import { trimDecimal } from './units.js';

const MINUTE = 60_000;
const SPAN_MS: Record<KlineInterval, number> = {
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
  '1M': 31 * 1440 * MINUTE,
};

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
    const trades = await this.trades(market.id, this.now() - SPAN_MS[interval] * limit);
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
