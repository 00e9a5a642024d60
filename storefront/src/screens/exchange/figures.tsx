import { useStorefront } from '../../context';
import { formatDecimal, localDigits } from '../../format';
import type { MarketView } from '@saray/contracts/storefront/state';

/** A day's change as a signed percent, green up and red down; a dash before the day's first trade. */
export function Change({ percent }: { percent: string | null }) {
  const { state } = useStorefront();
  if (percent === null) return <span className="change">–</span>;
  const n = Number(percent);
  const sign = n > 0 ? '+' : '';
  const trimmed = String(Math.round(n * 100) / 100);
  return (
    <span className={`change ${n > 0 ? 'change--up' : n < 0 ? 'change--down' : ''}`} dir="ltr">
      {localDigits(`${sign}${trimmed}%`, state.lang)}
    </span>
  );
}

/** An exact amount, or a dash when there is none. */
export function Amount({ value }: { value: string | null | undefined }) {
  const { state } = useStorefront();
  return <span dir="ltr">{value === null || value === undefined ? '–' : formatDecimal(value, state.lang)}</span>;
}

/** A pair's name as traders write it: BTC/USDT. */
export const pairName = (m: Pick<MarketView, 'base' | 'quote'>): string => `${m.base}/${m.quote}`;
