import fc from 'fast-check';
import { candleOpen, klinesFromTrades, ticker24hFromTrades } from './klines.js';

const at = (iso: string) => Date.parse(iso);

describe('candles from trades', () => {
  test('trades fall into their 15-minute candles: open, high, low, close, volumes and count, exactly', () => {
    const candles = klinesFromTrades(
      [
        { time: at('2026-11-22T10:01:00Z'), price: '100.10', quantity: '0.5' },
        { time: at('2026-11-22T10:14:59Z'), price: '99.90', quantity: '1.25' },
        { time: at('2026-11-22T10:05:00Z'), price: '101.00', quantity: '0.1' },
        { time: at('2026-11-22T10:15:00Z'), price: '100.00', quantity: '2' },
      ],
      '15m',
    );
    expect(candles).toEqual([
      {
        openTime: at('2026-11-22T10:00:00Z'),
        open: '100.10',
        high: '101.00',
        low: '99.90',
        close: '99.90',
        volume: '1.85',
        closeTime: at('2026-11-22T10:15:00Z') - 1,
        quoteVolume: '185.025', // 50.05 + 124.875 + 10.1
        trades: 3,
      },
      expect.objectContaining({ openTime: at('2026-11-22T10:15:00Z'), open: '100.00', volume: '2', trades: 1 }),
    ]);
  });

  test('weeks open on Mondays and months on the first, in UTC', () => {
    expect(new Date(candleOpen(at('2026-11-22T23:00:00Z'), '1w')).toISOString()).toBe('2026-11-16T00:00:00.000Z');
    expect(new Date(candleOpen(at('2026-11-22T23:00:00Z'), '1M')).toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(new Date(candleOpen(at('2026-11-22T23:59:00Z'), '4h')).toISOString()).toBe('2026-11-22T20:00:00.000Z');
  });

  test('for any trades: volumes add up, every candle holds its trades’ prices, candles are in order', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            time: fc.integer({ min: at('2026-01-01T00:00:00Z'), max: at('2026-01-02T00:00:00Z') }),
            price: fc.integer({ min: 1, max: 100_000 }).map((c) => (c / 100).toFixed(2)),
            quantity: fc.integer({ min: 1, max: 1000 }).map(String),
          }),
          { minLength: 1, maxLength: 200 },
        ),
        fc.constantFrom('1m', '15m', '1h', '1d') as fc.Arbitrary<'1m' | '15m' | '1h' | '1d'>,
        (trades, interval) => {
          const candles = klinesFromTrades(trades, interval);
          expect(candles.reduce((n, c) => n + c.trades, 0)).toBe(trades.length);
          expect(candles.reduce((v, c) => v + Number(c.volume), 0)).toBe(
            trades.reduce((v, t) => v + Number(t.quantity), 0),
          );
          for (let i = 1; i < candles.length; i++)
            expect(candles[i].openTime).toBeGreaterThan(candles[i - 1].closeTime);
          for (const c of candles)
            expect(Number(c.low) <= Number(c.open) && Number(c.open) <= Number(c.high)).toBe(true);
        },
      ),
    );
  });

  test('the 24-hour ticker: last price, change against the day’s first trade, extremes and volumes', () => {
    const now = at('2026-11-22T12:00:00Z');
    const ticker = ticker24hFromTrades(
      'SRYUSDT',
      [
        { time: at('2026-11-21T11:00:00Z'), price: '1.00', quantity: '9' }, // older than a day: left out
        { time: at('2026-11-21T13:00:00Z'), price: '2.00', quantity: '1' },
        { time: at('2026-11-22T08:00:00Z'), price: '2.60', quantity: '2' },
        { time: at('2026-11-22T11:00:00Z'), price: '2.50', quantity: '3' },
      ],
      now,
    );
    expect(ticker).toEqual({
      symbol: 'SRYUSDT',
      lastPrice: '2.50',
      priceChangePercent: '25.000',
      highPrice: '2.60',
      lowPrice: '2.00',
      volume: '6',
      quoteVolume: '14.7',
    });
    expect(ticker24hFromTrades('SRYUSDT', [], now)).toBeUndefined();
  });
});
