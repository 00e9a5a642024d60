import { useEffect, useRef, useState } from 'react';
import { Alert, problemOf } from '../../components/Alert';
import { useStorefront } from '../../context';
import { api } from '../../session';
import type { Candle } from '@saray/contracts/storefront/state';
import type { UTCTimestamp } from 'lightweight-charts';
import { intervalSeconds, withTrade, type Bar, type TradeFeed } from './trading';

interface Kline {
  openTime: number;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
}

const toCandle = (k: Kline): Candle => ({
  time: Math.floor(k.openTime / 1000),
  open: k.open,
  high: k.high,
  low: k.low,
  close: k.close,
  volume: k.volume,
});

const UP = '#16a34a';
const DOWN = '#dc2626';
const UP_VOLUME = 'rgba(22, 163, 74, 0.45)';
const DOWN_VOLUME = 'rgba(220, 38, 38, 0.45)';

const toBar = (c: Candle): Bar => ({
  time: c.time,
  open: Number(c.open),
  high: Number(c.high),
  low: Number(c.low),
  close: Number(c.close),
  volume: Number(c.volume),
});
const priceOf = (b: Bar) => ({ time: b.time as UTCTimestamp, open: b.open, high: b.high, low: b.low, close: b.close });
const volumeOf = (b: Bar) => ({
  time: b.time as UTCTimestamp,
  value: b.volume,
  color: b.close >= b.open ? UP_VOLUME : DOWN_VOLUME,
});

/**
 * The pair's candlestick chart with its volume beneath (lightweight-charts, drawn in the browser): the server sends
 * the first 145 candles of the interval; another interval is read from the Klines call without leaving the page.
 * Trades from the feed move the last candle, or open the next one, without drawing the chart again. The chart only
 * draws prices, so turning their text into numbers here loses nothing that is kept.
 */
export function PriceChart({
  symbol,
  candles: first,
  interval: firstInterval,
  intervals,
  feed,
}: {
  symbol: string;
  candles: Candle[];
  interval: string;
  intervals: string[];
  feed: TradeFeed;
}) {
  const { state, t } = useStorefront();
  const box = useRef<HTMLDivElement>(null);
  const [interval, setChosen] = useState(firstInterval);
  const [candles, setCandles] = useState(first);
  const [drawn, setDrawn] = useState(-1);
  const [problem, setProblem] = useState('');

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let chart: { remove(): void } | undefined;
    let stop = () => {};
    let live = true;
    void import('lightweight-charts').then(({ createChart, CandlestickSeries, HistogramSeries, ColorType }) => {
      if (!live) return;
      const style = getComputedStyle(element);
      const created = createChart(element, {
        autoSize: true,
        layout: {
          background: { type: ColorType.Solid, color: 'transparent' },
          textColor: style.color,
          attributionLogo: false,
        },
        grid: {
          vertLines: { visible: false },
          horzLines: { color: style.getPropertyValue('--color-border').trim() || '#e5e7eb' },
        },
        rightPriceScale: { borderVisible: false },
        timeScale: { timeVisible: true, secondsVisible: false, borderVisible: false },
        localization: { locale: { en: 'en-US', fa: 'fa-IR', tr: 'tr-TR' }[state.lang] },
      });
      const prices = created.addSeries(CandlestickSeries, {
        upColor: UP,
        downColor: DOWN,
        wickUpColor: UP,
        wickDownColor: DOWN,
        borderVisible: false,
      });
      // Candles above, volume in the bottom fifth on a scale of its own.
      prices.priceScale().applyOptions({ scaleMargins: { top: 0.08, bottom: 0.24 } });
      const volumes = created.addSeries(HistogramSeries, {
        priceScaleId: 'volume',
        priceFormat: { type: 'volume' },
        lastValueVisible: false,
        priceLineVisible: false,
      });
      volumes.priceScale().applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
      const bars = candles.map(toBar);
      prices.setData(bars.map(priceOf));
      volumes.setData(bars.map(volumeOf));
      created.timeScale().fitContent();
      chart = created;
      setDrawn(bars.length);

      const seconds = intervalSeconds(interval);
      let last = bars.at(-1);
      let count = bars.length;
      stop = feed.subscribe((trades) => {
        if (!seconds) return;
        for (const trade of trades) {
          const bar = withTrade(last, trade, seconds);
          if (!bar) continue;
          if (!last || bar.time > last.time) count++;
          last = bar;
          prices.update(priceOf(bar));
          volumes.update(volumeOf(bar));
        }
        setDrawn(count);
      });
    });
    return () => {
      live = false;
      stop();
      chart?.remove();
    };
  }, [candles, interval, feed, state.lang]);

  const choose = async (next: string) => {
    setProblem('');
    try {
      const query = `symbol=${encodeURIComponent(symbol)}&interval=${next}&limit=145`;
      const klines = await api<Kline[]>('GET', `/api/DataProvider/Klines/Saray?${query}`, undefined, state.lang);
      setChosen(next);
      setCandles(klines.map(toCandle));
      const url = new URL(window.location.href);
      url.searchParams.set('interval', next);
      window.history.replaceState(null, '', url);
    } catch (err) {
      setProblem(problemOf(err, t('storefront.error.network')));
    }
  };

  return (
    <section className="price-chart" aria-label={t('storefront.exchange.chart')}>
      <div className="chart-intervals" role="group" aria-label={t('storefront.exchange.interval')}>
        {intervals.map((i) => (
          <button
            key={i}
            type="button"
            className="button button--small"
            aria-pressed={i === interval}
            onClick={() => void choose(i)}
          >
            {i}
          </button>
        ))}
      </div>
      <Alert message={problem} />
      {drawn <= 0 && !candles.length && <p className="muted chart-empty">{t('storefront.exchange.notrades')}</p>}
      <div
        ref={box}
        className="chart-canvas"
        data-testid="price-chart"
        data-interval={interval}
        data-candles={drawn}
        dir="ltr"
      />
    </section>
  );
}
