import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { Allow } from '../../auth/allow.decorator.js';
import { AppError } from '../../common/app-error.js';
import { MarketDataError } from './binance.provider.js';
import {
  DEFAULT_INTERVAL,
  DEFAULT_KLINE_LIMIT,
  gainers,
  KLINE_INTERVALS,
  losers,
  MIRRORED_MARKET_DATA,
  MOVERS_COUNT,
  type Kline,
  type KlineInterval,
  type MarketDataProvider,
  type SymbolInfo,
  type Ticker24h,
} from './market-data.js';
import { SarayProvider } from './saray.provider.js';

const wholeIn = (raw: unknown, fallback: number, max: number, path: string): number => {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > max)
    throw AppError.badRequest('common.error.invalidvalue', [{ path, error: 'common.error.invalidvalue' }]);
  return n;
};

/**
 * The spec's /api/DataProvider calls (spec 1 §7 "Data provider"): exchange rules, candles, gainers and losers from
 * Saray's own market (provider Saray) or a mirrored Binance-compatible API (provider Binance, SARAY_BINANCE_URL).
 */
@Controller('api/DataProvider')
export class MarketDataController {
  constructor(
    @Inject(SarayProvider) private readonly saray: SarayProvider,
    @Inject(MIRRORED_MARKET_DATA) private readonly mirrored: Map<string, MarketDataProvider>,
  ) {}

  private provider(name: unknown): MarketDataProvider {
    const key = typeof name === 'string' ? name.toLowerCase() : 'saray';
    if (key === 'saray') return this.saray;
    if (key !== 'binance') throw AppError.notFound('marketdata.error.unknownprovider');
    const mirror = this.mirrored.get(key);
    if (!mirror) throw new AppError(503, 'marketdata.error.notconfigured');
    return mirror;
  }

  private async ask<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (e) {
      if (e instanceof MarketDataError || (e instanceof Error && e.name === 'TimeoutError'))
        throw new AppError(502, 'marketdata.error.upstream', [], { reason: e.message });
      throw e;
    }
  }

  /** Trading rules of the symbols (a JSON array or a comma list; all when absent). */
  @Get('Info/:provider')
  @Allow('guests')
  info(@Param('provider') provider: string, @Query('symbols') symbols: unknown): Promise<SymbolInfo[]> {
    let list: string[] | undefined;
    if (typeof symbols === 'string' && symbols.trim()) {
      const text = symbols.trim();
      list = (text.startsWith('[') ? (JSON.parse(text) as unknown[]) : text.split(','))
        .map((s) => String(s).trim().toUpperCase())
        .filter(Boolean);
    }
    const source = this.provider(provider);
    return this.ask(() => source.exchangeInfo(list));
  }

  /** Candles of a symbol: interval (15m by default) and limit (145 by default, at most 1000). */
  @Get('Klines/:provider')
  @Allow('guests')
  klines(
    @Param('provider') provider: string,
    @Query('symbol') symbol: unknown,
    @Query('interval') interval: unknown,
    @Query('limit') limit: unknown,
  ): Promise<Kline[]> {
    if (typeof symbol !== 'string' || !/^[A-Za-z0-9]{2,30}$/.test(symbol))
      throw AppError.badRequest('common.error.invalidvalue', [{ path: '/symbol', error: 'common.error.invalidvalue' }]);
    const chosen = (interval ?? DEFAULT_INTERVAL) as KlineInterval;
    if (!KLINE_INTERVALS.includes(chosen))
      throw AppError.badRequest('common.error.invalidvalue', [
        { path: '/interval', error: 'common.error.invalidvalue' },
      ]);
    const source = this.provider(provider);
    const count = wholeIn(limit, DEFAULT_KLINE_LIMIT, 1000, '/limit');
    return this.ask(() => source.klines(symbol.toUpperCase(), chosen, count));
  }

  /** The day's biggest risers (count 10 by default). */
  @Get('Gainers')
  @Allow('guests')
  async gainers(@Query('count') count: unknown, @Query('provider') provider: unknown): Promise<Ticker24h[]> {
    const source = this.provider(provider);
    return gainers(await this.ask(() => source.tickers24h()), wholeIn(count, MOVERS_COUNT, 100, '/count'));
  }

  /** The day's biggest fallers (count 10 by default). */
  @Get('Losers')
  @Allow('guests')
  async losers(@Query('count') count: unknown, @Query('provider') provider: unknown): Promise<Ticker24h[]> {
    const source = this.provider(provider);
    return losers(await this.ask(() => source.tickers24h()), wholeIn(count, MOVERS_COUNT, 100, '/count'));
  }
}
