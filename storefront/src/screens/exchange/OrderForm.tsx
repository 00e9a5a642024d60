import { useState, type FormEvent } from 'react';
import { Alert } from '../../components/Alert';
import { useStorefront } from '../../context';
import { fitsStep, floorToStep, isDecimal, latinDigits, lessThan, multiply } from '../../decimal';
import { api } from '../../session';
import type { MarketView } from '@saray/contracts/storefront/state';
import { Amount } from './figures';

/** A balance of the signed-in customer, as the wallets call answers it. */
export interface Balance {
  coinId: number;
  available: string;
  held: string;
}

const SIDES = { buy: 1, sell: 2 } as const;

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
export function OrderForm({
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
      <section className="order-form order-form--visitor">
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
        // Typed in Persian or Arabic-Indic digits, sent in Latin ones.
        ...(type === 1 ? { price: latinDigits(price.trim()) } : {}),
        quantity: latinDigits(quantity.trim()),
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
