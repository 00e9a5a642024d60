import { useStorefront } from '../../context';
import type { MarketView } from '@saray/contracts/storefront/state';
import { Amount, Change, pairName } from './figures';

/** Gainers or losers of the day: the pair, its last price and change. */
function Movers({ title, markets, kind }: { title: string; markets: MarketView[]; kind: string }) {
  const { t, href } = useStorefront();
  return (
    <section className={`movers movers--${kind}`} aria-label={title}>
      <h2>{title}</h2>
      {!markets.length ? (
        <p className="muted">{t('storefront.exchange.notrades')}</p>
      ) : (
        <ol>
          {markets.map((m) => (
            <li key={m.id}>
              <a href={href(`/market/${m.symbol}`)}>{pairName(m)}</a> <Amount value={m.lastPrice} />{' '}
              <Change percent={m.changePercent} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** /market: every active market with the day's figures, then the day's gainers and losers (10 each). */
export function MarketsScreen() {
  const { state, t, href } = useStorefront();
  const view = state.data.exchange ?? {};
  const markets = view.markets ?? [];
  return (
    <section className="exchange markets">
      <h1>{t('storefront.exchange.markets')}</h1>
      <p className="exchange-links">
        <a href={href('/market/currencies')}>{t('storefront.exchange.currencies')}</a>
        <a href={href('/staking')}>{t('storefront.exchange.staking')}</a>
        {state.user && <a href={href('/account/mywallets')}>{t('storefront.account.mywallets')}</a>}
      </p>
      {!markets.length ? (
        <p className="muted">{t('storefront.exchange.nomarkets')}</p>
      ) : (
        <table className="data-table market-table">
          <thead>
            <tr>
              <th>{t('storefront.exchange.pair')}</th>
              <th>{t('storefront.exchange.lastprice')}</th>
              <th>{t('storefront.exchange.change')}</th>
              <th>{t('storefront.exchange.high')}</th>
              <th>{t('storefront.exchange.low')}</th>
              <th>{t('storefront.exchange.volume')}</th>
            </tr>
          </thead>
          <tbody>
            {markets.map((m) => (
              <tr key={m.id} data-symbol={m.symbol}>
                <td>
                  <a href={href(`/market/${m.symbol}`)}>{pairName(m)}</a>
                </td>
                <td>
                  <Amount value={m.lastPrice} />
                </td>
                <td>
                  <Change percent={m.changePercent} />
                </td>
                <td>
                  <Amount value={m.high} />
                </td>
                <td>
                  <Amount value={m.low} />
                </td>
                <td>
                  <Amount value={m.volume} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="movers-grid">
        <Movers title={t('storefront.exchange.gainers')} markets={view.gainers ?? []} kind="gainers" />
        <Movers title={t('storefront.exchange.losers')} markets={view.losers ?? []} kind="losers" />
      </div>
    </section>
  );
}
