import { useStorefront } from '../../context';
import { Amount } from './figures';

/** /market/currencies: every coin with its price in the main quote coin, each leading to a market that trades it. */
export function CurrenciesScreen() {
  const { state, t, href } = useStorefront();
  const view = state.data.exchange ?? {};
  const coins = view.currencies ?? [];
  return (
    <section className="exchange currencies">
      <h1>{t('storefront.exchange.currencies')}</h1>
      {!coins.length ? (
        <p className="muted">{t('storefront.account.empty')}</p>
      ) : (
        <table className="data-table">
          <thead>
            <tr>
              <th>{t('storefront.exchange.coin')}</th>
              <th>{t('storefront.exchange.name')}</th>
              <th>{t('storefront.exchange.price', { quote: view.quote ?? '' })}</th>
            </tr>
          </thead>
          <tbody>
            {coins.map((c) => (
              <tr key={c.id} data-symbol={c.symbol}>
                <td>
                  {c.logo && <img className="coin-logo" src={c.logo} alt="" width={20} height={20} />}
                  {c.symbol === view.quote || c.price === null ? (
                    c.symbol
                  ) : (
                    <a href={href(`/market/${c.symbol}`)}>{c.symbol}</a>
                  )}
                </td>
                <td>{c.name}</td>
                <td>
                  <Amount value={c.price} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
