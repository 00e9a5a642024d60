import { useEffect, useState } from 'react';
import { useStorefront } from '../../context';
import { localDigits } from '../../format';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The time left until `endsAt`, ticking each second. The first drawing uses the server's clock (`now`), so the page
 * the server rendered and the one the browser hydrates agree; the browser's clock takes over once it runs.
 */
export function Countdown({ endsAt, now }: { endsAt: string; now: string }) {
  const { state, t } = useStorefront();
  const [at, setAt] = useState(() => Date.parse(now));
  useEffect(() => {
    setAt(Date.now());
    const timer = window.setInterval(() => setAt(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const left = Math.max(0, Math.floor((Date.parse(endsAt) - at) / 1000));
  if (left === 0) return <span className="countdown countdown--over">{t('storefront.lands.status.ended')}</span>;
  const days = Math.floor(left / 86_400);
  const time = `${pad(Math.floor((left % 86_400) / 3600))}:${pad(Math.floor((left % 3600) / 60))}:${pad(left % 60)}`;
  return (
    <span className="countdown" role="timer">
      {days > 0 && `${t('storefront.exchange.days', { smart_count: days, count: localDigits(days, state.lang) })} `}
      <bdi dir="ltr">{localDigits(time, state.lang)}</bdi>
    </span>
  );
}
