import { useEffect, useState, type FormEvent } from 'react';
import type { LandBidView, LandView } from '@saray/contracts/storefront/state';
import { Alert, problemOf } from '../../components/Alert';
import { Money } from '../../components/Money';
import { useStorefront } from '../../context';
import { isDecimal, latinDigits, lessThan } from '../../decimal';
import { formatDateTime, localDigits } from '../../format';
import { api } from '../../session';
import { Countdown } from './Countdown';
import { amountText } from './land-text';

/**
 * A land's auction: the highest bid (or where bidding starts), the time left, the bids so far by amount and time,
 * and for a signed-in customer a bid of at least the next bid. The server decides every bid again.
 */
export function AuctionPanel({
  land,
  bids,
  now,
  balance,
  changed,
}: {
  land: LandView;
  bids: LandBidView[];
  now: string;
  balance: string | null;
  changed: () => void;
}) {
  const { state, t, href } = useStorefront();
  const [amount, setAmount] = useState(land.nextBid ?? '');
  const [problem, setProblem] = useState('');
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);
  const running = land.status === 'auction';
  // Each accepted bid raises the next one: the form starts from it again.
  useEffect(() => setAmount(land.nextBid ?? ''), [land.nextBid]);
  const send = async (e: FormEvent) => {
    e.preventDefault();
    setDone('');
    const value = latinDigits(amount.trim());
    if (!isDecimal(value)) return setProblem(t('storefront.exchange.error.quantity'));
    if (land.nextBid && lessThan(value, land.nextBid))
      return setProblem(t('storefront.lands.bidhint', { amount: amountText(land.nextBid, land.coin, state.lang) }));
    setProblem('');
    setBusy(true);
    try {
      await api('POST', '/api/Lands/bid', { landId: land.id, amount: value }, state.lang);
      setDone(t('storefront.lands.bidplaced'));
      changed();
    } catch (err) {
      setProblem(problemOf(err, t('storefront.error.network')));
    } finally {
      setBusy(false);
    }
  };
  const leadingMine = bids.find((b) => b.leading)?.mine === true;
  return (
    <section className="sale-panel auction-panel" aria-labelledby="auction-title">
      <h2 id="auction-title">{t('storefront.lands.auction')}</h2>
      <dl className="facts">
        <dt>{land.highestBid ? t('storefront.lands.highestbid') : t('storefront.lands.startingbid')}</dt>
        <dd className="sale-amount" data-testid="highest-bid">
          <Money value={land.highestBid ?? land.minimumBid ?? '0'} currency={land.coin} />
        </dd>
        <dt>{t('storefront.lands.bidslabel')}</dt>
        <dd>
          {t('storefront.lands.bids', { smart_count: land.bidCount, count: localDigits(land.bidCount, state.lang) })}
        </dd>
        {land.auctionEndsAt && (
          <>
            <dt>{running ? t('storefront.lands.endsin') : t('storefront.lands.ends')}</dt>
            <dd>
              {running && (
                <>
                  <Countdown endsAt={land.auctionEndsAt} now={now} />
                  <br />
                </>
              )}
              <span className="muted small">{formatDateTime(land.auctionEndsAt, state.lang)} UTC</span>
            </dd>
          </>
        )}
      </dl>
      {land.status === 'ended' && <p>{t('storefront.lands.endednote')}</p>}
      {leadingMine && !done && <Alert kind="success" message={t('storefront.lands.youlead')} />}
      {running &&
        (state.user ? (
          <form className="api-form bid-form" onSubmit={(e) => void send(e)} noValidate>
            <Alert message={problem} />
            <Alert message={done} kind="success" />
            <label className="field">
              <span>{t('storefront.lands.bidamount', { coin: land.coin })}</span>
              <input
                name="amount"
                inputMode="decimal"
                dir="ltr"
                value={amount}
                aria-invalid={Boolean(problem)}
                aria-describedby="bid-hint"
                onChange={(e) => setAmount(e.target.value)}
              />
            </label>
            <p id="bid-hint" className="muted small">
              {land.nextBid &&
                t('storefront.lands.bidhint', { amount: amountText(land.nextBid, land.coin, state.lang) })}
              {balance !== null && (
                <> {t('storefront.lands.balance', { amount: amountText(balance, land.coin, state.lang) })}</>
              )}
            </p>
            <button type="submit" className="button button--primary" disabled={busy}>
              {t('storefront.lands.placebid')}
            </button>
          </form>
        ) : (
          <a
            className="button button--primary"
            href={href(`/Authentication?returnUrl=${encodeURIComponent(state.route.path)}`)}
          >
            {t('storefront.lands.signintobid')}
          </a>
        ))}
      <h3>{t('storefront.lands.bidhistory')}</h3>
      {!bids.length ? (
        <p className="muted">{t('storefront.lands.nobids')}</p>
      ) : (
        <div className="table-scroll">
          <table className="data-table bid-table" data-testid="bid-history">
            <thead>
              <tr>
                <th>{t('storefront.lands.amount')}</th>
                <th>{t('storefront.lands.time')}</th>
                <th>{t('storefront.lands.statuslabel')}</th>
              </tr>
            </thead>
            <tbody>
              {bids.map((b, i) => (
                <tr key={`${b.at}-${i}`} className={b.mine ? 'bid--mine' : undefined}>
                  <td>
                    <Money value={b.amount} currency={land.coin} />
                  </td>
                  <td>{formatDateTime(b.at, state.lang)}</td>
                  <td>
                    {t(b.leading ? 'storefront.lands.leading' : 'storefront.lands.outbid')}
                    {b.mine && <span className="badge badge--muted">{t('storefront.lands.yours')}</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
