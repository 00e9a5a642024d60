import { useCallback, useEffect, useRef, useState } from 'react';
import { useStorefront } from '../../context';
import { api } from '../../session';
import type { BookLevel, MarketPush, TradeView } from '@saray/contracts/storefront/state';
import { FavoriteCoin } from './FavoriteCoin';
import { Amount, Change, pairName } from './figures';
import { MyOrders, type Order } from './MyOrders';
import { OrderBook } from './OrderBook';
import { OrderForm, type Balance } from './OrderForm';
import { PriceChart } from './PriceChart';
import { RecentTrades } from './RecentTrades';
import { mergeTrades, TradeFeed } from './trading';
import { useMarketLive } from './useMarketLive';

const BOOK_LEVELS = 15;

/**
 * /market/{symbol}: the pair's figures, its candlestick chart with volume (145 candles, 15m first), the book with its
 * depth, the latest trades, and for a signed-in customer the order form with their balances and orders. Live over
 * the market socket (useMarketLive): each push brings the new trades and the book, and the customer's changes call
 * for their balances and orders again. Everything is also read on mount, after an order or a cancel, and after the
 * socket reconnects; without the socket the page shows what it read.
 */
export function MarketScreen() {
  const { state, t } = useStorefront();
  const view = state.data.exchange!;
  const market = view.market!;
  const [book, setBook] = useState({ asks: view.asks ?? [], bids: view.bids ?? [] });
  const [trades, setTrades] = useState<TradeView[]>(view.trades ?? []);
  const [balances, setBalances] = useState<Balance[] | null>(null);
  const [orders, setOrders] = useState<Order[]>([]);
  const [price, setPrice] = useState(market.lastPrice ?? '');
  const [feed] = useState(() => new TradeFeed());
  const shownTrades = useRef(trades);
  const signedIn = state.user !== null;

  // Book, balances and orders are read together and shown in one render, so the book never shows an order that the
  // customer's own list does not yet have; an answer older than one already shown (a read overtaken by the read
  // after an order) is dropped, and so is the book of a read started before the last push (the push's is newer).
  const reads = useRef({ started: 0, shown: 0, pushed: 0 });
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
    if (n > reads.current.pushed) setBook({ asks: asks.slice(0, BOOK_LEVELS), bids: bids.slice(0, BOOK_LEVELS) });
    if (mine && page) {
      setBalances(mine);
      setOrders(page.data);
    }
  }, [market.id, market.symbol, signedIn]);

  useEffect(() => {
    void refresh().catch(() => undefined);
  }, [refresh]);

  const again = () => void refresh().catch(() => undefined);
  const pushed = (push: MarketPush) => {
    reads.current.pushed = reads.current.started;
    setBook({ asks: push.asks.slice(0, BOOK_LEVELS), bids: push.bids.slice(0, BOOK_LEVELS) });
    const { list, fresh } = mergeTrades(shownTrades.current, push.trades ?? []);
    if (!fresh.length) return;
    shownTrades.current = list;
    setTrades(list);
    feed.publish(fresh);
  };
  const live = useMarketLive(market.symbol, { market: pushed, account: again, resumed: again });

  const last = trades[0]?.price ?? market.lastPrice;
  return (
    <section className="exchange pair" data-symbol={market.symbol}>
      <header className="pair-head">
        <div className="pair-title">
          <h1>{pairName(market)}</h1>
          <FavoriteCoin coin={market.base} />
          <span className="live-state" data-live={live} role="status">
            {t(live ? 'storefront.exchange.live' : 'storefront.exchange.notlive')}
          </span>
        </div>
        <dl className="pair-figures">
          <div>
            <dt>{t('storefront.exchange.lastprice')}</dt>
            <dd className={`last-price${trades[0] ? ` side-${trades[0].side}` : ''}`}>
              <Amount value={last} />
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
          feed={feed}
        />
        <OrderBook asks={book.asks} bids={book.bids} last={last} lastSide={trades[0]?.side} pick={setPrice} />
        <RecentTrades trades={trades} />
        <OrderForm market={market} price={price} setPrice={setPrice} balances={balances} placed={again} />
      </div>
      {signedIn && <MyOrders orders={orders} cancelled={again} />}
    </section>
  );
}
