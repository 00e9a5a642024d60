import { useState } from 'react';
import type { LandView } from '@saray/contracts/storefront/state';
import { Alert, problemOf } from '../../components/Alert';
import { Money } from '../../components/Money';
import { useStorefront } from '../../context';
import { api } from '../../session';
import { amountText } from './land-text';

/** A land on sale at a fixed price: the price, the buyer's balance, and buying it (after a confirmation). */
export function BuyPanel({ land, balance, changed }: { land: LandView; balance: string | null; changed: () => void }) {
  const { state, t, href } = useStorefront();
  const [problem, setProblem] = useState('');
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);
  const price = land.price ?? '0';
  const buy = async () => {
    const confirmText = t('storefront.lands.buyconfirm', {
      title: land.title,
      amount: amountText(price, land.coin, state.lang),
    });
    if (!window.confirm(confirmText)) return;
    setProblem('');
    setBusy(true);
    try {
      await api('POST', '/api/Lands/buy', { landId: land.id }, state.lang);
      setDone(t('storefront.lands.bought'));
      changed();
    } catch (err) {
      setProblem(problemOf(err, t('storefront.error.network')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="sale-panel" aria-labelledby="buy-title">
      <h2 id="buy-title">{t('storefront.lands.fixedprice')}</h2>
      <p className="sale-amount" data-testid="land-price">
        <Money value={price} currency={land.coin} />
      </p>
      <Alert message={problem} />
      <Alert message={done} kind="success" />
      {land.status === 'sale' &&
        (state.user ? (
          <>
            {balance !== null && (
              <p className="muted small">
                {t('storefront.lands.balance', { amount: amountText(balance, land.coin, state.lang) })}
              </p>
            )}
            <button type="button" className="button button--primary" disabled={busy} onClick={() => void buy()}>
              {t('storefront.lands.buy')}
            </button>
          </>
        ) : (
          <a
            className="button button--primary"
            href={href(`/Authentication?returnUrl=${encodeURIComponent(state.route.path)}`)}
          >
            {t('storefront.lands.signintobuy')}
          </a>
        ))}
    </section>
  );
}
