import { useEffect, useState } from 'react';
import { Alert, problemOf } from '../../components/Alert';
import { useStorefront } from '../../context';
import { formatDate, localDigits } from '../../format';
import { api } from '../../session';
import { Amount } from './figures';

/** An order of the signed-in customer, as their order history call answers it. */
export interface Order {
  id: number;
  createdAt: string;
  sideId: number;
  typeId: number;
  price: string | null;
  quantity: string;
  filledQuantity: string;
  statusId: number;
}

/** Open and partly filled: the statuses an order can still be cancelled in. */
const OPEN = new Set([1, 2]);
const TABS = ['open', 'history'] as const;
type Tab = (typeof TABS)[number];

/**
 * The customer's orders on this market, newest first, in two tabs: the open ones, with cancel, and the rest. An
 * order that closes while the open tab is on screen (cancelled here, filled meanwhile) stays there with its new
 * status until the tab is left, so rows never move under the pointer of someone cancelling several in turn. On a
 * phone each order is a small card, its figures labelled (data-label).
 */
export function MyOrders({ orders, cancelled }: { orders: Order[]; cancelled: () => void }) {
  const { state, t, href } = useStorefront();
  const [tab, setTab] = useState<Tab>('open');
  const [kept, setKept] = useState<ReadonlySet<number>>(new Set());
  const [problem, setProblem] = useState('');
  const open = orders.filter((o) => OPEN.has(o.statusId));
  const rows =
    tab === 'open'
      ? orders.filter((o) => OPEN.has(o.statusId) || kept.has(o.id))
      : orders.filter((o) => !OPEN.has(o.statusId));

  useEffect(() => {
    if (tab === 'open' && open.some((o) => !kept.has(o.id))) setKept(new Set([...kept, ...open.map((o) => o.id)]));
  }, [tab, open, kept]);

  const choose = (next: Tab) => {
    setTab(next);
    setKept(new Set());
  };
  const cancel = async (id: number) => {
    setProblem('');
    try {
      await api('GET', `/api/Market/CancelOrder?orderId=${id}`, undefined, state.lang);
      cancelled();
    } catch (err) {
      setProblem(problemOf(err, t('storefront.error.network')));
    }
  };
  const columns = [
    t('storefront.exchange.date'),
    t('storefront.exchange.side'),
    t('storefront.exchange.price', { quote: '' }),
    t('storefront.exchange.quantity'),
    t('storefront.exchange.filled'),
    t('storefront.exchange.status'),
  ];
  const label = (name: Tab) =>
    name === 'open'
      ? `${t('storefront.exchange.openorders')} (${localDigits(open.length, state.lang)})`
      : t('storefront.exchange.orderhistory');

  return (
    <section className="my-orders" aria-label={t('storefront.exchange.myorders')}>
      <header className="my-orders-head">
        <h2>{t('storefront.exchange.myorders')}</h2>
        <a href={href('/account/myorders')}>{t('storefront.exchange.everymarket')}</a>
      </header>
      <div className="order-tabs" role="tablist" aria-label={t('storefront.exchange.myorders')}>
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`orders-tab-${name}`}
            aria-controls="orders-panel"
            aria-selected={tab === name}
            onClick={() => choose(name)}
          >
            {label(name)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="orders-panel" aria-labelledby={`orders-tab-${tab}`}>
        <Alert message={problem} />
        {!rows.length ? (
          <p className="muted">{t(tab === 'open' ? 'storefront.exchange.noopenorders' : 'storefront.account.empty')}</p>
        ) : (
          <div className="table-scroll">
            <table className="data-table order-table" data-testid="my-orders">
              <thead>
                <tr>
                  {columns.map((c) => (
                    <th key={c}>{c}</th>
                  ))}
                  <th aria-label={t('storefront.exchange.cancel')} />
                </tr>
              </thead>
              <tbody>
                {rows.map((o) => (
                  <tr key={o.id} data-order={o.id}>
                    <td data-label={columns[0]}>{formatDate(o.createdAt, state.lang)}</td>
                    <td data-label={columns[1]} className={`side-${o.sideId === 1 ? 'buy' : 'sell'}`}>
                      {t(`storefront.exchange.${o.sideId === 1 ? 'buy' : 'sell'}`)}
                    </td>
                    <td data-label={columns[2]}>
                      <Amount value={o.price} />
                    </td>
                    <td data-label={columns[3]}>
                      <Amount value={o.quantity} />
                    </td>
                    <td data-label={columns[4]}>
                      <Amount value={o.filledQuantity} />
                    </td>
                    <td data-label={columns[5]}>{t(`storefront.exchange.status${o.statusId}`)}</td>
                    <td className="order-cancel">
                      {OPEN.has(o.statusId) && (
                        <button type="button" className="button button--small" onClick={() => void cancel(o.id)}>
                          {t('storefront.exchange.cancel')}
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </section>
  );
}
