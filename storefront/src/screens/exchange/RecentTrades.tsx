import { useStorefront } from '../../context';
import { formatTime } from '../../format';
import type { TradeView } from '@saray/contracts/storefront/state';
import { Amount } from './figures';

/** The market's latest trades, newest first: the price in the taker's colour (a buy green), the amount, the time. */
export function RecentTrades({ trades }: { trades: TradeView[] }) {
  const { state, t } = useStorefront();
  return (
    <section className="recent-trades" aria-label={t('storefront.exchange.trades')} data-testid="recent-trades">
      <h2>{t('storefront.exchange.trades')}</h2>
      {!trades.length ? (
        <p className="muted">{t('storefront.exchange.notrades')}</p>
      ) : (
        <div className="trades-scroll">
          <table className="data-table book-table">
            <thead>
              <tr>
                <th>{t('storefront.exchange.price', { quote: '' })}</th>
                <th>{t('storefront.exchange.quantity')}</th>
                <th>{t('storefront.exchange.time')}</th>
              </tr>
            </thead>
            <tbody>
              {trades.map((trade) => (
                <tr key={trade.id} data-trade={trade.id}>
                  <td className={`side-${trade.side}`}>
                    <span className="visually-hidden">{t(`storefront.exchange.${trade.side}`)} </span>
                    <Amount value={trade.price} />
                  </td>
                  <td>
                    <Amount value={trade.quantity} />
                  </td>
                  <td className="muted">
                    <time dateTime={new Date(trade.time).toISOString()} dir="ltr">
                      {formatTime(trade.time, state.lang)}
                    </time>
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
