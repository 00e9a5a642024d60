import { useEffect, useRef, useState } from 'react';
import { Alert, problemOf } from '../../components/Alert';
import { useStorefront } from '../../context';
import { api } from '../../session';
import type { Candle } from '@saray/contracts/storefront/state';

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

/**
 * The pair's candlestick chart (lightweight-charts, drawn in the browser): the server sends the first 145 candles
 * of the interval; another interval is read from the Klines call without leaving the page. The chart only draws
 * prices, so turning their text into numbers here loses nothing that is kept.
 */
export function PriceChart({
  symbol,
  candles: first,
  interval: firstInterval,
  intervals,
}: {
  symbol: string;
  candles: Candle[];
  interval: string;
  intervals: string[];
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
    let live = true;
    void import('lightweight-charts').then(({ createChart, CandlestickSeries, ColorType }) => {
      if (!live) return;
      const style = getComputedStyle(element);
      const created = createChart(element, {
        autoSize: true,
        layout: {
          background: { type: ColorType.Solid, color: 'transparent' },
          textColor: style.color,
          attributionLogo: false,
        },
        timeScale: { timeVisible: true, secondsVisible: false },
        localization: { locale: { en: 'en-US', fa: 'fa-IR', tr: 'tr-TR' }[state.lang] },
      });
      const series = created.addSeries(CandlestickSeries, {
        upColor: '#16a34a',
        downColor: '#dc2626',
        wickUpColor: '#16a34a',
        wickDownColor: '#dc2626',
        borderVisible: false,
      });
      series.setData(
        candles.map((c) => ({
          time: c.time as never,
          open: Number(c.open),
          high: Number(c.high),
          low: Number(c.low),
          close: Number(c.close),
        })),
      );
      created.timeScale().fitContent();
      chart = created;
      setDrawn(series.data().length);
    });
    return () => {
      live = false;
      chart?.remove();
    };
  }, [candles, state.lang]);

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
      {!candles.length && <p className="muted chart-empty">{t('storefront.exchange.notrades')}</p>}
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
