import type { Kline, KlineInterval, MarketDataProvider, SymbolInfo, Ticker24h } from './market-data.js';

interface BinanceFilter {
  filterType: string;
  tickSize?: string;
  stepSize?: string;
  minQty?: string;
  minNotional?: string;
}

interface BinanceSymbol {
  symbol: string;
  status: string;
  baseAsset: string;
  quoteAsset: string;
  filters: BinanceFilter[];
}

/** exchangeInfo's symbols with their PRICE_FILTER tickSize, LOT_SIZE step and minimum, and (MIN_)NOTIONAL. */
export function parseExchangeInfo(body: unknown): SymbolInfo[] {
  const symbols = (body as { symbols?: BinanceSymbol[] })?.symbols;
  if (!Array.isArray(symbols)) throw new MarketDataError('exchangeInfo has no symbols');
  return symbols.map((s) => {
    const filter = (type: string) => s.filters.find((f) => f.filterType === type);
    const price = filter('PRICE_FILTER');
    const lot = filter('LOT_SIZE');
    const notional = filter('NOTIONAL') ?? filter('MIN_NOTIONAL');
    return {
      symbol: s.symbol,
      baseAsset: s.baseAsset,
      quoteAsset: s.quoteAsset,
      status: s.status,
      tickSize: price?.tickSize ?? '0.0001',
      stepSize: lot?.stepSize ?? '0.00000001',
      minQty: lot?.minQty ?? '0',
      minNotional: notional?.minNotional ?? null,
    };
  });
}

/** Klines come as array rows: [openTime, open, high, low, close, volume, closeTime, quoteVolume, trades, …]. */
export function parseKlines(body: unknown): Kline[] {
  if (!Array.isArray(body)) throw new MarketDataError('klines is not a list');
  return body.map((row: unknown) => {
    if (!Array.isArray(row) || row.length < 9) throw new MarketDataError('a kline row is too short');
    const [openTime, open, high, low, close, volume, closeTime, quoteVolume, trades] = row as [
      number,
      string,
      string,
      string,
      string,
      string,
      number,
      string,
      number,
    ];
    return { openTime, open, high, low, close, volume, closeTime, quoteVolume, trades };
  });
}

/** The 24hr ticker list (or a single ticker) reduced to what gainers, losers and the markets list show. */
export function parseTickers(body: unknown): Ticker24h[] {
  const list = Array.isArray(body) ? body : [body];
  return list.map((t: Record<string, unknown>) => ({
    symbol: String(t.symbol),
    lastPrice: String(t.lastPrice),
    priceChangePercent: String(t.priceChangePercent),
    highPrice: String(t.highPrice),
    lowPrice: String(t.lowPrice),
    volume: String(t.volume),
    quoteVolume: String(t.quoteVolume),
  }));
}

export class MarketDataError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MarketDataError';
  }
}

/**
 * Market data from a Binance-compatible REST API (GET /api/v3/exchangeInfo, /api/v3/klines, /api/v3/ticker/24hr).
 * Binance's error body ({ code, msg }) becomes a MarketDataError with its message.
 */
export class BinanceProvider implements MarketDataProvider {
  readonly name = 'binance';

  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs = 10_000,
  ) {}

  async exchangeInfo(symbols?: string[]): Promise<SymbolInfo[]> {
    const query = symbols?.length ? `?symbols=${encodeURIComponent(JSON.stringify(symbols))}` : '';
    return parseExchangeInfo(await this.get(`/api/v3/exchangeInfo${query}`));
  }

  async klines(symbol: string, interval: KlineInterval, limit: number): Promise<Kline[]> {
    const query = new URLSearchParams({ symbol, interval, limit: String(limit) });
    return parseKlines(await this.get(`/api/v3/klines?${query.toString()}`));
  }

  async tickers24h(): Promise<Ticker24h[]> {
    return parseTickers(await this.get('/api/v3/ticker/24hr'));
  }

  private async get(path: string): Promise<unknown> {
    const res = await fetch(`${this.baseUrl}${path}`, { signal: AbortSignal.timeout(this.timeoutMs) });
    const body = (await res.json().catch(() => undefined)) as { code?: number; msg?: string } | undefined;
    if (!res.ok) throw new MarketDataError(body?.msg ?? `market data answered ${res.status}`);
    return body;
  }
}
