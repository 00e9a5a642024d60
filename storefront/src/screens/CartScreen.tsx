import { useState, type FormEvent } from 'react';
import { useStorefront } from '../context';
import { formatMoney } from '../format';
import { api } from '../session';
import { AMOUNT_ROWS, type CheckoutView, type ChoiceOption } from '@saray/contracts/storefront/state';
import { Columns } from './Columns';

function Choice({
  name,
  label,
  options,
  value,
  onChange,
  disabled,
}: {
  disabled: boolean;
  name: string;
  label: string;
  options: ChoiceOption[];
  value: number | null;
  onChange: (id: number | null) => void;
}) {
  const { t } = useStorefront();
  return (
    <label className="field">
      <span>{label}</span>
      <select
        name={name}
        value={value ?? ''}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
      >
        <option value="">{t('storefront.cart.choose')}</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * The shopping cart and checkout (spec 1 §2.8): the lines with their quantities, the address, shipment and payment
 * method, a discount code, the amounts as the server prices them, and the button that closes the cart and goes to
 * the payment. Every change is saved on the server, which answers the cart again; its refusals are shown as worded.
 */
export function CartScreen() {
  const { state, t, href } = useStorefront();
  const [cart, setCart] = useState<CheckoutView | undefined>(state.data.checkout);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [code, setCode] = useState(cart?.discountCode ?? '');

  const send = async (path: string, body: object) => {
    setBusy(true);
    setError(undefined);
    try {
      const next = await api<CheckoutView>('POST', `/api/ProductOrders/${path}`, body, state.lang);
      setCart((before) => ({ ...next, options: before?.options }));
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const close = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const closed = await api<{ order: { id: number }; paymentGuid: string | null }>(
        'POST',
        '/api/ProductOrders/closeCart',
        { id: cart!.id },
        state.lang,
      );
      window.location.assign(href(closed.paymentGuid ? `/payment/${closed.paymentGuid}` : '/account/myorders'));
    } catch (err) {
      setError((err as Error).message);
      setBusy(false);
    }
  };

  if (!state.user)
    return (
      <section className="cart">
        <h1>{t('storefront.route.shoppingcart')}</h1>
        <p>
          <a href={href(`/Authentication?returnUrl=${encodeURIComponent(state.route.path)}`)}>
            {t('storefront.cart.signin')}
          </a>
        </p>
      </section>
    );
  const lines = cart?.productOrderItems ?? [];
  const money = (value: string | null | undefined) => `${formatMoney(value ?? '0', state.lang)} ${cart?.coin ?? ''}`;
  const choose = (field: string) => (id: number | null) => void send('saveCustomerProductOrder', { [field]: id });
  const applyCode = (e: FormEvent) => {
    e.preventDefault();
    void send('saveCustomerProductOrder', { discountCode: code });
  };
  return (
    <section className="cart" data-testid="cart" aria-busy={busy}>
      <h1>{t('storefront.route.shoppingcart')}</h1>
      {!lines.length ? (
        <p className="muted">{t('storefront.cart.empty')}</p>
      ) : (
        <>
          <table className="cart-table">
            <thead>
              <tr>
                <th>{t('storefront.cart.product')}</th>
                <th>{t('storefront.cart.price')}</th>
                <th>{t('storefront.cart.quantity')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.id} data-testid="cart-line">
                  <td>{line.guid ? <a href={href(`/p/${line.guid}`)}>{line.name}</a> : line.name}</td>
                  <td>{money(line.unitPrice)}</td>
                  <td>
                    <input
                      type="number"
                      min={0}
                      aria-label={t('storefront.cart.quantityof', { name: line.name })}
                      defaultValue={line.quantity}
                      onBlur={(e) => {
                        const quantity = Number(e.target.value);
                        if (quantity !== line.quantity)
                          void send('saveCustomerProductOrderItems', {
                            productOrderItems: [{ productId: line.productId, quantity }],
                          });
                      }}
                    />
                  </td>
                  <td>
                    <button
                      type="button"
                      className="link"
                      onClick={() =>
                        void send('saveCustomerProductOrderItems', {
                          productOrderItems: [{ productId: line.productId, quantity: 0 }],
                        })
                      }
                    >
                      {t('storefront.cart.remove')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>

          <div className="checkout" data-testid="checkout">
            <h2>{t('storefront.cart.checkout')}</h2>
            {cart!.needsShipping && (
              <>
                <Choice
                  name="customerAddressId"
                  label={t('storefront.cart.address')}
                  options={cart!.options?.addresses ?? []}
                  value={cart!.customerAddressId}
                  onChange={choose('customerAddressId')}
                  disabled={busy}
                />
                <p className="muted">
                  <a href={href('/account/myaddresses')}>{t('storefront.cart.addaddress')}</a>
                </p>
                <Choice
                  name="shipmentTypeId"
                  label={t('storefront.cart.shipment')}
                  options={cart!.options?.shipmentTypes ?? []}
                  value={cart!.shipmentTypeId}
                  onChange={choose('shipmentTypeId')}
                  disabled={busy}
                />
              </>
            )}
            <Choice
              name="paymentTypeId"
              label={t('storefront.cart.payment')}
              options={cart!.options?.paymentTypes ?? []}
              value={cart!.paymentTypeId}
              onChange={choose('paymentTypeId')}
              disabled={busy}
            />
            <form className="discount-code" onSubmit={applyCode}>
              <label className="field">
                <span>{t('storefront.cart.discountcode')}</span>
                <input name="discountCode" value={code} onChange={(e) => setCode(e.target.value)} />
              </label>
              <button type="submit" className="button">
                {t('storefront.cart.apply')}
              </button>
            </form>
          </div>

          {cart!.totals ? (
            <table className="cart-totals" data-testid="cart-totals">
              <tbody>
                {AMOUNT_ROWS.map(([field, label]) => (
                  <tr key={field}>
                    <th>{t(label)}</th>
                    <td>{money(cart!.totals![field])}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th>{t('storefront.cart.total')}</th>
                  <td data-testid="cart-total">{money(cart!.totals.totalPrice)}</td>
                </tr>
              </tfoot>
            </table>
          ) : (
            cart!.problemMessage && (
              <p className="muted" data-testid="cart-problem">
                {cart!.problemMessage}
              </p>
            )
          )}
          {error && (
            <p className="alert alert--error" role="alert">
              {error}
            </p>
          )}
          {cart!.guid && (
            <p>
              <a href={href(`/shoppingcart/${cart!.guid}`)}>{t('storefront.invoice.printpre')}</a>
            </p>
          )}
          <button
            type="button"
            className="button button--primary"
            data-testid="place-order"
            disabled={busy || !cart!.totals}
            onClick={() => void close()}
          >
            {t('storefront.cart.placeorder')}
          </button>
        </>
      )}
      {state.data.parts && <Columns layoutType="onecolumn" parts={state.data.parts} entityId={0} />}
    </section>
  );
}
