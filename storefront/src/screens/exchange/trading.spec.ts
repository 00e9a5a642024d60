import { depthPercents, intervalSeconds, mergeTrades, TradeFeed, withTrade } from './trading';

const trade = (id: number, time: number, price = '10', quantity = '1') => ({
  id,
  price,
  quantity,
  side: 'buy' as const,
  time,
});

describe('the pair page’s live trades, candles and depth', () => {
  test('pushed trades go on top of those shown, newest first, each once, thirty at most', () => {
    const shown = [trade(3, 3000), trade(2, 2000)];
    const { list, fresh } = mergeTrades(shown, [trade(3, 3000), trade(4, 4000), trade(5, 4000), trade(5, 4000)]);
    expect(list.map((t) => t.id)).toEqual([5, 4, 3, 2]);
    expect(fresh.map((t) => t.id)).toEqual([4, 5]);
    expect(mergeTrades(shown, [trade(2, 2000)])).toEqual({ list: shown, fresh: [] });
    const many = Array.from({ length: 40 }, (_, i) => trade(i + 10, (i + 10) * 1000));
    const kept = mergeTrades(shown, many).list;
    expect(kept).toHaveLength(30);
    expect(kept[0].id).toBe(49);
    expect(kept.at(-1)!.id).toBe(20);
  });

  test('intervals of fixed length in seconds; weeks and months are not', () => {
    expect(['1m', '5m', '15m', '1h', '4h', '1d'].map(intervalSeconds)).toEqual([60, 300, 900, 3600, 14400, 86400]);
    expect(intervalSeconds('1w')).toBeUndefined();
    expect(intervalSeconds('1M')).toBeUndefined();
  });

  test('a trade moves the last candle, opens the next bucket’s, and leaves older ones alone', () => {
    const first = withTrade(undefined, trade(1, 905_000, '10', '1'), 900)!;
    expect(first).toEqual({ time: 900, open: 10, high: 10, low: 10, close: 10, volume: 1 });
    const moved = withTrade(
      withTrade(first, trade(2, 1_000_000, '12', '0.5'), 900)!,
      trade(3, 1_799_999, '9', '2'),
      900,
    );
    expect(moved).toEqual({ time: 900, open: 10, high: 12, low: 9, close: 9, volume: 3.5 });
    expect(withTrade(moved, trade(4, 1_800_000, '11', '1'), 900)).toEqual({
      time: 1800,
      open: 11,
      high: 11,
      low: 11,
      close: 11,
      volume: 1,
    });
    expect(withTrade(moved, trade(5, 899_999), 900)).toBeUndefined();
  });

  test('depth adds the quantities up from the best price, on the deeper side’s scale', () => {
    const level = (quantity: string) => ({ price: '1', quantity });
    expect(depthPercents([level('1')], [level('1'), level('3')])).toEqual({ asks: [25], bids: [25, 100] });
    expect(depthPercents([level('0.1'), level('0.2')], [level('0.1')])).toEqual({ asks: [33.3, 100], bids: [33.3] });
    expect(depthPercents([], [])).toEqual({ asks: [], bids: [] });
  });

  test('the feed hands each batch to its listeners until they stop', () => {
    const feed = new TradeFeed();
    const seen: number[] = [];
    const stop = feed.subscribe((batch) => seen.push(...batch.map((t) => t.id)));
    feed.publish([trade(1, 1), trade(2, 2)]);
    stop();
    feed.publish([trade(3, 3)]);
    expect(seen).toEqual([1, 2]);
  });
});
