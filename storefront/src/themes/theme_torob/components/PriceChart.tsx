import type { PriceHistoryView } from '@saray/contracts/storefront/state';
import { Money } from '../../../components/Money';
import { useStorefront } from '../../../context';
import { formatDate, formatMoney } from '../../../format';

/** The plot's box, in its own units: stretched to the figure's width, the lines keep their width. */
const [WIDTH, HEIGHT] = [1000, 100];
/** The highest price is drawn this far below the top, the lowest as far above the bottom. */
const MARGIN = 15;

/**
 * The chart's line: the lowest price as steps, level until it changed, up to today, in the plot's units.
 *
 * @example stepPath([{ at: '2026-01-01', price: '10' }, { at: '2026-01-03', price: '8' }]) // 'M0 15H1000V85'
 */
export function stepPath(points: PriceHistoryView['points']): string {
  const times = points.map((p) => Date.parse(p.at));
  const prices = points.map((p) => Number(p.price));
  const [first, last] = [times[0], times[times.length - 1]];
  const [low, high] = [Math.min(...prices), Math.max(...prices)];
  const x = (time: number) => Math.round(last > first ? ((time - first) / (last - first)) * WIDTH : WIDTH);
  const y = (price: number) =>
    high > low ? Math.round(MARGIN + ((high - price) / (high - low)) * (HEIGHT - 2 * MARGIN)) : HEIGHT / 2;
  let d = `M0 ${y(prices[0])}`;
  for (let i = 1; i < points.length; i++)
    d += `H${x(times[i])}` + (prices[i] !== prices[i - 1] ? `V${y(prices[i])}` : '');
  return last > first ? d : `${d}H${WIDTH}`;
}

/**
 * How the lowest price went over the last months, drawn as an inline SVG: the line and the area under it, the
 * highest and lowest prices at their levels, the first and the last day under it in the visitor's calendar. The
 * drawing is decoration; its caption and the figures beside it say the same in words.
 */
export function PriceChart({ history, currency }: { history: PriceHistoryView; currency: string }) {
  const { state, t } = useStorefront();
  const { points } = history;
  const line = stepPath(points);
  const flat = history.min === history.max;
  const money = (value: string) => `${formatMoney(value, state.lang)} ${currency}`;
  return (
    <figure className="torob-chart">
      <div className="torob-chart-plot" dir="ltr">
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
          {!flat && (
            <g className="torob-chart-levels">
              <line x1="0" x2={WIDTH} y1={MARGIN} y2={MARGIN} vectorEffect="non-scaling-stroke" />
              <line x1="0" x2={WIDTH} y1={HEIGHT - MARGIN} y2={HEIGHT - MARGIN} vectorEffect="non-scaling-stroke" />
            </g>
          )}
          <path className="torob-chart-area" d={`${line}V${HEIGHT}H0Z`} />
          <path className="torob-chart-line" d={line} vectorEffect="non-scaling-stroke" />
        </svg>
        {!flat && (
          <>
            <span className="torob-chart-label torob-chart-label--high">{formatMoney(history.max, state.lang)}</span>
            <span className="torob-chart-label torob-chart-label--low">{formatMoney(history.min, state.lang)}</span>
          </>
        )}
        <span className="torob-chart-day torob-chart-day--first">{formatDate(points[0].at, state.lang)}</span>
        <span className="torob-chart-day torob-chart-day--last">
          {formatDate(points[points.length - 1].at, state.lang)}
        </span>
      </div>
      <figcaption>
        {t('storefront.torob.historysummary', {
          first: money(points[0].price),
          current: money(history.current),
          min: money(history.min),
          max: money(history.max),
        })}
      </figcaption>
      <dl className="torob-chart-facts">
        <div>
          <dt>{t('storefront.torob.current')}</dt>
          <dd>
            <Money value={history.current} currency={currency} />
          </dd>
        </div>
        <div>
          <dt>{t('storefront.torob.min')}</dt>
          <dd>
            <Money value={history.min} currency={currency} />
          </dd>
        </div>
        <div>
          <dt>{t('storefront.torob.max')}</dt>
          <dd>
            <Money value={history.max} currency={currency} />
          </dd>
        </div>
      </dl>
    </figure>
  );
}
