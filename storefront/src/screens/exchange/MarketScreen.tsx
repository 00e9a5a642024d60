import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, problemOf } from '../../components/Alert';
import { useStorefront } from '../../context';
import { fitsStep, floorToStep, isDecimal, lessThan, multiply } from '../../decimal';
import { formatDate } from '../../format';
import { api } from '../../session';
import type { BookLevel, MarketView } from '@saray/contracts/storefront/state';
import { Amount, Change, pairName } from './figures';
import { PriceChart } from './PriceChart';

interface Order {
  id: number;
  createdAt: string;
  sideId: number;
  typeId: number;
  price: string | null;
  quantity: string;
  filledQuantity: string;
  statusId: number;
}

interface Balance {
  coinId: number;
  available: string;
  held: string;
}

const OPEN = new Set([1, 2]);
const SIDES = { buy: 1, sell: 2 } as const;

/** Both sides of the book, asks above bids; a click on a level takes its price into the order form. */
function OrderBook({ asks, bids, pick }: { asks: BookLevel[]; bids: BookLevel[]; pick: (price: string) => void }) {
  const { t } = useStorefront();
  const rows = (levels: BookLevel[], side: string) =>
    levels.map((l) => (
      <tr key={`${side}${l.price}`} className={`book-${side}`} onClick={() => pick(l.price)}>
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
      <table className="data-table" data-testid="order-book">
        <thead>
          <tr>
            <th>{t('storefront.exchange.price', { quote: '' })}</th>
            <th>{t('storefront.exchange.quantity')}</th>
          </tr>
        </thead>
        <tbody>
          {rows([...asks].reverse(), 'ask')}
          <tr className="book-spread" aria-hidden="true">
            <td colSpan={2} />
          </tr>
          {rows(bids, 'bid')}
        </tbody>
      </table>
      {!asks.length && !bids.length && <p className="muted">{t('storefront.exchange.emptybook')}</p>}
    </section>
  );
}

/** What keeps an order from being sent, checked as the server will check it: steps, minimum value, funds. */
function orderProblem(
  market: MarketView,
  form: { type: number; price: string; quantity: string },
  t: ReturnType<typeof useStorefront>['t'],
): { field: 'price' | 'quantity'; message: string } | undefined {
  if (form.type === 1) {
    if (!isDecimal(form.price) || !lessThan('0', form.price))
      return { field: 'price', message: t('storefront.exchange.error.price') };
    if (!fitsStep(form.price, market.tickSize))
      return { field: 'price', message: t('storefront.exchange.error.ticksize', { tickSize: market.tickSize }) };
  }
  if (!isDecimal(form.quantity) || !lessThan('0', form.quantity))
    return { field: 'quantity', message: t('storefront.exchange.error.quantity') };
  if (!fitsStep(form.quantity, market.lotSize))
    return { field: 'quantity', message: t('storefront.exchange.error.lotsize', { lotSize: market.lotSize }) };
  const notional = form.type === 1 ? multiply(form.price, form.quantity) : undefined;
  if (notional && lessThan(notional, market.minNotional))
    return {
      field: 'quantity',
      message: t('storefront.exchange.error.minnotional', { minNotional: market.minNotional, quote: market.quote }),
    };
  return undefined;
}

/** Buy or sell, limit or market; the price keeps to the tick size and the quantity to the lot size. */
function OrderForm({
  market,
  price,
  setPrice,
  balances,
  placed,
}: {
  market: MarketView;
  price: string;
  setPrice: (price: string) => void;
  balances: Balance[] | null;
  placed: () => void;
}) {
  const { state, t, href } = useStorefront();
  const [side, setSide] = useState<'buy' | 'sell'>('buy');
  const [type, setType] = useState(1);
  const [quantity, setQuantity] = useState('');
  const [problem, setProblem] = useState<{ field?: string; message: string } | null>(null);
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);
  const spendCoin = side === 'buy' ? market.quoteCoinId : market.baseCoinId;
  const available = balances?.find((b) => b.coinId === spendCoin)?.available ?? '0';
  const total = type === 1 ? multiply(price, quantity) : undefined;

  if (!state.user)
    return (
      <section className="order-form">
        <a
          className="button button--primary"
          href={href(`/Authentication?returnUrl=${encodeURIComponent(state.route.path)}`)}
        >
          {t('storefront.exchange.signintotrade')}
        </a>
      </section>
    );

  const send = async (e: FormEvent) => {
    e.preventDefault();
    setDone('');
    const local = orderProblem(market, { type, price, quantity }, t);
    if (local) return setProblem(local);
    setProblem(null);
    setBusy(true);
    try {
      const body = {
        marketId: market.id,
        sideId: SIDES[side],
        typeId: type,
        ...(type === 1 ? { price } : {}),
        quantity,
        timeInForce: type === 1 ? 'GTC' : 'IOC',
      };
      await api('POST', '/api/Market/PlaceOrder', body, state.lang);
      setDone(t('storefront.exchange.placed'));
      setQuantity('');
      placed();
    } catch (err) {
      const b = (err as { body?: { message?: string; details?: { path: string }[] } }).body;
      setProblem({
        field: b?.details?.[0]?.path.replace(/^\//, ''),
        message: b?.message ?? t('storefront.error.network'),
      });
    } finally {
      setBusy(false);
    }
  };

  // The whole available balance as a quantity the lot size allows (at the form's price when buying).
  const useAll = () => {
    const most = side === 'sell' ? available : undefined;
    if (most) setQuantity(floorToStep(most, market.lotSize) ?? '');
  };

  return (
    <section className="order-form" aria-label={t('storefront.exchange.placeorder')}>
      <div className="side-tabs" role="group">
        {(['buy', 'sell'] as const).map((s) => (
          <button
            key={s}
            type="button"
            className={`button side-${s}`}
            aria-pressed={side === s}
            onClick={() => setSide(s)}
          >
            {t(`storefront.exchange.${s}`)}
          </button>
        ))}
      </div>
      <form className="api-form" onSubmit={(e) => void send(e)} noValidate>
        <Alert message={problem?.message} />
        <Alert message={done} kind="success" />
        <label className="field">
          <span>{t('storefront.exchange.type')}</span>
          <select name="typeId" value={type} onChange={(e) => setType(Number(e.target.value))}>
            <option value={1}>{t('storefront.exchange.limit')}</option>
            <option value={2}>{t('storefront.exchange.market')}</option>
          </select>
        </label>
        {type === 1 && (
          <label className="field">
            <span>{t('storefront.exchange.price', { quote: market.quote })}</span>
            <input
              name="price"
              inputMode="decimal"
              dir="ltr"
              value={price}
              step={market.tickSize}
              aria-invalid={problem?.field === 'price'}
              onChange={(e) => setPrice(e.target.value)}
            />
            <small className="muted">{t('storefront.exchange.tickhint', { tickSize: market.tickSize })}</small>
          </label>
        )}
        <label className="field">
          <span>{t('storefront.exchange.amount', { base: market.base })}</span>
          <input
            name="quantity"
            inputMode="decimal"
            dir="ltr"
            value={quantity}
            step={market.lotSize}
            aria-invalid={problem?.field === 'quantity'}
            onChange={(e) => setQuantity(e.target.value)}
          />
          <small className="muted">
            {t('storefront.exchange.lothint', { lotSize: market.lotSize, minNotional: market.minNotional })}
          </small>
        </label>
        <p className="order-summary">
          <span>
            {t('storefront.exchange.available')}: <Amount value={available} />{' '}
            {side === 'buy' ? market.quote : market.base}
          </span>
          {side === 'sell' && (
            <button type="button" className="button button--small" onClick={useAll}>
              {t('storefront.exchange.all')}
            </button>
          )}
          {total && (
            <span>
              {t('storefront.exchange.total')}: <Amount value={total} /> {market.quote}
            </span>
          )}
        </p>
        <button type="submit" className={`button button--primary side-${side}`} disabled={busy}>
          {t(`storefront.exchange.${side}`)} {market.base}
        </button>
      </form>
    </section>
  );
}

/** The customer's orders on this market, newest first, with cancel on the open ones. */
function MyOrders({ orders, cancelled }: { orders: Order[]; cancelled: () => void }) {
  const { state, t, href } = useStorefront();
  const [problem, setProblem] = useState('');
  const cancel = async (id: number) => {
    setProblem('');
    try {
      await api('GET', `/api/Market/CancelOrder?orderId=${id}`, undefined, state.lang);
      cancelled();
    } catch (err) {
      setProblem(problemOf(err, t('storefront.error.network')));
    }
  };
  return (
    <section className="my-orders" aria-label={t('storefront.exchange.myorders')}>
      <h2>{t('storefront.exchange.myorders')}</h2>
      <a href={href('/account/myorders')}>{t('storefront.exchange.allorders')}</a>
      <Alert message={problem} />
      {!orders.length ? (
        <p className="muted">{t('storefront.account.empty')}</p>
      ) : (
        <table className="data-table" data-testid="my-orders">
          <thead>
            <tr>
              <th>{t('storefront.exchange.date')}</th>
              <th>{t('storefront.exchange.side')}</th>
              <th>{t('storefront.exchange.price', { quote: '' })}</th>
              <th>{t('storefront.exchange.quantity')}</th>
              <th>{t('storefront.exchange.filled')}</th>
              <th>{t('storefront.exchange.status')}</th>
              <th aria-label={t('storefront.exchange.cancel')} />
            </tr>
          </thead>
          <tbody>
            {orders.map((o) => (
              <tr key={o.id} data-order={o.id}>
                <td>{formatDate(o.createdAt, state.lang)}</td>
                <td className={`side-${o.sideId === 1 ? 'buy' : 'sell'}`}>
                  {t(`storefront.exchange.${o.sideId === 1 ? 'buy' : 'sell'}`)}
                </td>
                <td>
                  <Amount value={o.price} />
                </td>
                <td>
                  <Amount value={o.quantity} />
                </td>
                <td>
                  <Amount value={o.filledQuantity} />
                </td>
                <td>{t(`storefront.exchange.status${o.statusId}`)}</td>
                <td>
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
      )}
    </section>
  );
}

/**
 * /market/{symbol}: the pair's figures, its candlestick chart (145 candles, 15m first), the book, and for a signed-in
 * customer the order form with their balances and orders. After an order or a cancel, book, balances and orders are
 * read again; the book also refreshes every few seconds.
 */
export function MarketScreen() {
  const { state, t } = useStorefront();
  const view = state.data.exchange!;
  const market = view.market!;
  const [book, setBook] = useState({ asks: view.asks ?? [], bids: view.bids ?? [] });
  const [balances, setBalances] = useState<Balance[] | null>(null);
  const [orders, setOrders] = useState<Order[]>([]);
  const [price, setPrice] = useState(market.lastPrice ?? '');
  const signedIn = state.user !== null;

  // Book, balances and orders are read together and shown in one render, so the book never shows an order that the
  // customer's own list does not yet have; an answer older than one already shown (a timed read overtaken by the read
  // after an order) is dropped.
  const reads = useRef({ started: 0, shown: 0 });
  const refresh = useCallback(async () => {
    const n = ++reads.current.started;
    const side = (id: number) =>
      api<BookLevel[]>('GET', `/api/Market/getLowestMarketOrderBook?symbol=${market.symbol}&sideId=${id}`);
    const [bids, asks, mine, page] = await Promise.all([
      side(1),
      side(2),
      signedIn ? api<Balance[]>('GET', '/api/Wallets/getMyBalances') : null,
      signedIn
        ? api<{ data: Order[] }>('GET', `/api/Market/getMyOrderHistories?marketId=${market.id}&pageSize=20`)
        : null,
    ]);
    if (n < reads.current.shown) return;
    reads.current.shown = n;
    setBook({ asks: asks.slice(0, 15), bids: bids.slice(0, 15) });
    if (mine && page) {
      setBalances(mine);
      setOrders(page.data);
    }
  }, [market.id, market.symbol, signedIn]);

  useEffect(() => {
    void refresh().catch(() => undefined);
    const timer = window.setInterval(() => void refresh().catch(() => undefined), 5000);
    return () => window.clearInterval(timer);
  }, [refresh]);

  const again = () => void refresh().catch(() => undefined);
  return (
    <section className="exchange pair" data-symbol={market.symbol}>
      <header className="pair-head">
        <h1>{pairName(market)}</h1>
        <dl className="pair-figures">
          <div>
            <dt>{t('storefront.exchange.lastprice')}</dt>
            <dd className="last-price">
              <Amount value={market.lastPrice} />
            </dd>
          </div>
          <div>
            <dt>{t('storefront.exchange.change')}</dt>
            <dd>
              <Change percent={market.changePercent} />
            </dd>
          </div>
          <div>
            <dt>{t('storefront.exchange.high')}</dt>
            <dd>
              <Amount value={market.high} />
            </dd>
          </div>
          <div>
            <dt>{t('storefront.exchange.low')}</dt>
            <dd>
              <Amount value={market.low} />
            </dd>
          </div>
          <div>
            <dt>{t('storefront.exchange.volume')}</dt>
            <dd>
              <Amount value={market.volume} /> {market.base}
            </dd>
          </div>
        </dl>
      </header>
      <div className="pair-grid">
        <PriceChart
          symbol={market.symbol}
          candles={view.candles ?? []}
          interval={view.interval ?? '15m'}
          intervals={view.intervals ?? []}
        />
        <OrderBook asks={book.asks} bids={book.bids} pick={setPrice} />
        <OrderForm market={market} price={price} setPrice={setPrice} balances={balances} placed={again} />
      </div>
      {signedIn && <MyOrders orders={orders} cancelled={again} />}
    </section>
  );
}
