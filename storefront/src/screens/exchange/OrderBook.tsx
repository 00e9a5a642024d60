import type { CSSProperties } from 'react';
import { useStorefront } from '../../context';
import { subtract } from '../../decimal';
import type { BookLevel } from '@saray/contracts/storefront/state';
import { Amount } from './figures';
import { depthPercents } from './trading';

/** Levels past this many on each side are left out on narrow screens (the book stays within a phone's screen). */
const NEAR_LEVELS = 8;

/**
 * Both sides of the book, asks above bids, each level over a bar of the depth up to it; between them the last price
 * and the spread. A click on a level takes its price into the order form.
 */
export function OrderBook({
  asks,
  bids,
  last,
  lastSide,
  pick,
}: {
  asks: BookLevel[];
  bids: BookLevel[];
  last: string | null;
  lastSide: 'buy' | 'sell' | undefined;
  pick: (price: string) => void;
}) {
  const { t } = useStorefront();
  const depth = depthPercents(asks, bids);
  const spread = asks.length && bids.length ? subtract(asks[0].price, bids[0].price) : undefined;
  // i counts from the best price on each side; the asks are shown the other way round, their best last.
  const rows = (levels: BookLevel[], depths: number[], side: 'ask' | 'bid') =>
    levels.map((l, i) => (
      <tr
        key={`${side}${l.price}`}
        className={`book-${side}${i >= NEAR_LEVELS ? ' book-far' : ''}`}
        style={{ '--depth': `${depths[i]}%` } as CSSProperties}
        onClick={() => pick(l.price)}
      >
        <td>
          <Amount value={l.price} />
        </td>
        <td>
          <Amount value={l.quantity} />
        </td>
      </tr>
    ));
  return (
    <section className="order-book" aria-label={t('storefront.exchange.orderbook')}>
      <h2>{t('storefront.exchange.orderbook')}</h2>
      <table className="data-table book-table" data-testid="order-book">
        <thead>
          <tr>
            <th>{t('storefront.exchange.price', { quote: '' })}</th>
            <th>{t('storefront.exchange.quantity')}</th>
          </tr>
        </thead>
        <tbody>
          {rows(asks, depth.asks, 'ask').reverse()}
          <tr className="book-spread">
            <td className={lastSide ? `side-${lastSide}` : undefined}>
              <Amount value={last} />
            </td>
            <td>
              <span className="muted">{t('storefront.exchange.spread')}</span> <Amount value={spread} />
            </td>
          </tr>
          {rows(bids, depth.bids, 'bid')}
        </tbody>
      </table>
      {!asks.length && !bids.length && <p className="muted">{t('storefront.exchange.emptybook')}</p>}
    </section>
  );
}
