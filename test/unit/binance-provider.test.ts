import fs from 'node:fs';
import path from 'node:path';
import {
  BinanceProvider,
  MarketDataError,
  parseExchangeInfo,
  parseKlines,
  parseTickers,
} from '../../backend/src/modules/exchange/binance.provider.js';
import { DEFAULT_KLINE_LIMIT, gainers, losers } from '../../backend/src/modules/exchange/market-data.js';
import { ROOT_DIR } from '../../backend/src/config.js';
import { startLocalBinance } from '../support/binance-server.js';

// The Binance-compatible market-data adapter: recorded Binance answers parse into Saray's shapes, and the adapter
// talks to a local server that answers in Binance's REST shapes (no external exchange is reachable from here).
const recorded = (name: string) =>
  JSON.parse(fs.readFileSync(path.join(ROOT_DIR, 'test', 'fixtures', 'binance', name), 'utf8')) as unknown;

describe('recorded Binance answers', () => {
  test('exchangeInfo: tick size from PRICE_FILTER, step and minimum from LOT_SIZE, NOTIONAL or MIN_NOTIONAL', () => {
    expect(parseExchangeInfo(recorded('exchangeInfo.json'))).toEqual([
      {
        symbol: 'BTCUSDT',
        baseAsset: 'BTC',
        quoteAsset: 'USDT',
        status: 'TRADING',
        tickSize: '0.01000000',
        stepSize: '0.00001000',
        minQty: '0.00001000',
        minNotional: '5.00000000',
      },
      {
        symbol: 'ETHBTC',
        baseAsset: 'ETH',
        quoteAsset: 'BTC',
        status: 'TRADING',
        tickSize: '0.00001000',
        stepSize: '0.00010000',
        minQty: '0.00010000',
        minNotional: '0.00010000',
      },
    ]);
  });

  test('klines: array rows become candles with exact decimal strings', () => {
    const candles = parseKlines(recorded('klines-BTCUSDT-15m.json'));
    expect(candles).toHaveLength(3);
    expect(candles[0]).toEqual({
      openTime: 1795391100000,
      open: '97012.55000000',
      high: '97120.00000000',
      low: '96980.10000000',
      close: '97101.03000000',
      volume: '152.41035000',
      closeTime: 1795391999999,
      quoteVolume: '14794402.73812190',
      trades: 32105,
    });
    expect(candles[1].openTime - candles[0].openTime).toBe(15 * 60_000);
    expect(() => parseKlines([[1, '2']])).toThrow(MarketDataError);
  });

  test('24hr tickers rank gainers and losers by the day’s change', () => {
    const tickers = parseTickers(recorded('ticker-24hr.json'));
    expect(gainers(tickers, 2).map((t) => t.symbol)).toEqual(['SOLUSDT', 'BTCUSDT']);
    expect(losers(tickers, 2).map((t) => t.symbol)).toEqual(['DOGEUSDT', 'ETHBTC']);
    expect(gainers(tickers)).toHaveLength(4);
  });
});

describe('the adapter against a local Binance-shaped server', () => {
  let server: Awaited<ReturnType<typeof startLocalBinance>>;
  beforeAll(async () => {
    server = await startLocalBinance();
  });
  afterAll(() => server.close());

  test('exchangeInfo for chosen symbols, klines with the spec’s 145 candles of 15 minutes, the 24hr tickers', async () => {
    const provider = new BinanceProvider(server.url);
    const [btc] = await provider.exchangeInfo(['BTCUSDT']);
    expect(btc).toMatchObject({ symbol: 'BTCUSDT', tickSize: '0.01000000' });
    const candles = await provider.klines('BTCUSDT', '15m', DEFAULT_KLINE_LIMIT);
    expect(candles).toHaveLength(145);
    expect(candles.every((c, i) => i === 0 || c.openTime - candles[i - 1].openTime === 900_000)).toBe(true);
    expect(server.requests).toContain('/api/v3/klines?symbol=BTCUSDT&interval=15m&limit=145');
    expect((await provider.tickers24h()).map((t) => t.symbol)).toContain('DOGEUSDT');
  });

  test('Binance’s error answers become errors with its message', async () => {
    const provider = new BinanceProvider(server.url);
    await expect(provider.klines('NOPEUSDT', '15m', 10)).rejects.toThrow('Invalid symbol.');
    await expect(provider.exchangeInfo(['NOPE'])).rejects.toThrow(MarketDataError);
  });
});
