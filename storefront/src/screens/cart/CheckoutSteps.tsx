import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { ChoiceOption } from '@saray/contracts/storefront/state';
import { useStorefront } from '../../context';
import { localDigits } from '../../format';
import { api } from '../../session';
import { afterAnswer, stepsOf, type CheckoutStep, type Stage } from '../../cart/checkout-steps';
import { CartAmounts } from './CartAmounts';
import { CartLines } from './CartLines';
import type { CartState } from './useCart';

/** Each choosing step's field of the order and what it is chosen among. */
const FIELDS = {
  address: ['customerAddressId', 'addresses'],
  shipment: ['shipmentTypeId', 'shipmentTypes'],
  payment: ['paymentTypeId', 'paymentTypes'],
} as const;

const LABELS: Record<CheckoutStep, string> = {
  address: 'storefront.cart.address',
  shipment: 'storefront.cart.shipment',
  payment: 'storefront.cart.payment',
  review: 'storefront.cart.review',
};

/** One of the options as a radio button in a group named by the step. */
function Choices({
  name,
  legend,
  options,
  value,
  onChange,
  disabled,
}: {
  name: string;
  legend: string;
  options: ChoiceOption[];
  value: number | null;
  onChange: (id: number) => void;
  disabled: boolean;
}) {
  return (
    <fieldset className="choices" disabled={disabled}>
      <legend>{legend}</legend>
      {options.map((o) => (
        <label key={o.id} className="choice">
          <input type="radio" name={name} value={o.id} checked={value === o.id} onChange={() => onChange(o.id)} />
          <span>{o.name}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** Where the customer is: the steps in order, numbered, the current one marked. */
function StepList({ steps, at }: { steps: CheckoutStep[]; at: CheckoutStep }) {
  const { state, t } = useStorefront();
  const current = steps.indexOf(at);
  return (
    <nav aria-label={t('storefront.checkout.steps')}>
      <ol className="checkout-steps" data-testid="checkout-steps">
        {steps.map((step, i) => (
          <li
            key={step}
            className={i < current ? 'done' : i === current ? 'current' : undefined}
            aria-current={i === current ? 'step' : undefined}
          >
            <span className="step-number" aria-hidden="true">
              {localDigits(i + 1, state.lang)}
            </span>
            <span>{t(LABELS[step])}</span>
            {i < current && <span className="visually-hidden"> {t('storefront.checkout.stepdone')}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * The checkout in steps (address and shipment when something ships, payment, review): each step's choice is sent to
 * the server when the customer goes on, and its answer decides: on to the next step, or here with the refusal as
 * the server words it. The review places the order (closeCart) and goes to its confirmation.
 */
export function CheckoutSteps({
  at,
  go,
  cart: cartState,
  error,
  setError,
}: {
  at: CheckoutStep;
  go: (stage: Stage) => void;
  cart: CartState;
  /** The refusal to show: kept by the screen, so a step the server sends the customer back to still shows it. */
  error: string | null;
  setError: (error: string | null) => void;
}) {
  const { state, t, href } = useStorefront();
  const { cart: maybeCart, busy, setBusy, send } = cartState;
  const cart = maybeCart!;
  const steps = stepsOf(cart.needsShipping);
  const field = at === 'review' ? null : FIELDS[at];
  const saved = field ? cart[field[0]] : null;
  const [chosen, setChosen] = useState<number | null>(saved);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useEffect(() => setChosen(saved), [at, saved]);
  useEffect(() => {
    // A step reached from another takes the focus to its heading, so a screen reader starts reading there.
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [at]);
  const back = () => {
    setError(null);
    go(steps[steps.indexOf(at) - 1] ?? 'cart');
  };
  const next = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setError(null);
    if (!field) return void placeOrder();
    try {
      const answer = await send('saveCustomerProductOrder', { [field[0]]: chosen });
      const { go: to, blocked } = afterAnswer(at, answer);
      if (blocked) setError(answer.problemMessage);
      if (to !== at) go(to);
    } catch (err) {
      setError((err as Error).message);
    }
  };
  const placeOrder = async () => {
    setBusy(true);
    try {
      const closed = await api<{ order: { guid?: string | null }; paymentGuid: string | null }>(
        'POST',
        '/api/ProductOrders/closeCart',
        { id: cart.id },
        state.lang,
      );
      const to = closed.paymentGuid ? `/payment/${closed.paymentGuid}` : `/shoppingcart/${closed.order.guid ?? ''}`;
      window.location.assign(href(to));
    } catch (err) {
      setError((err as Error).message);
      setBusy(false);
    }
  };
  const optionName = (list: ChoiceOption[] | undefined, id: number | null) =>
    list?.find((o) => o.id === id)?.name ?? '—';
  const number = steps.indexOf(at) + 1;
  return (
    <section className="checkout" data-testid="checkout" data-step={at} aria-busy={busy}>
      <h1>{t('storefront.cart.checkout')}</h1>
      <StepList steps={steps} at={at} />
      <div className="checkout-layout">
        <form className="checkout-step" onSubmit={(e) => void next(e)} noValidate>
          <h2 ref={heading} tabIndex={-1}>
            {t('storefront.checkout.stepof', {
              number: localDigits(number, state.lang),
              count: localDigits(steps.length, state.lang),
            })}
            : {t(LABELS[at])}
          </h2>
          {field && (
            <>
              <Choices
                name={field[0]}
                legend={t(LABELS[at])}
                options={cart.options?.[field[1]] ?? []}
                value={chosen}
                onChange={setChosen}
                disabled={busy}
              />
              {at === 'address' && (
                <p>
                  <a href={href(`/account/myaddresses`)}>{t('storefront.cart.addaddress')}</a>
                </p>
              )}
            </>
          )}
          {at === 'review' && (
            <>
              <dl className="review-choices">
                {cart.needsShipping && (
                  <>
                    <dt>{t('storefront.cart.address')}</dt>
                    <dd>{optionName(cart.options?.addresses, cart.customerAddressId)}</dd>
                    <dt>{t('storefront.cart.shipment')}</dt>
                    <dd>{optionName(cart.options?.shipmentTypes, cart.shipmentTypeId)}</dd>
                  </>
                )}
                <dt>{t('storefront.cart.payment')}</dt>
                <dd>{optionName(cart.options?.paymentTypes, cart.paymentTypeId)}</dd>
              </dl>
              <CartLines cart={cart} />
              {cart.guid && (
                <p>
                  <a href={href(`/shoppingcart/${cart.guid}`)}>{t('storefront.invoice.printpre')}</a>
                </p>
              )}
            </>
          )}
          {error && (
            <p className="alert alert--error" role="alert" data-testid="checkout-error">
              {error}
            </p>
          )}
          <div className="checkout-nav">
            <button type="button" className="button" onClick={back} disabled={busy}>
              {t('storefront.checkout.back')}
            </button>
            <button
              type="submit"
              className="button button--primary"
              disabled={at === 'review' && !cart.totals}
              aria-disabled={busy || undefined}
              aria-busy={busy || undefined}
              data-testid={at === 'review' ? 'place-order' : 'checkout-next'}
            >
              {t(at === 'review' ? 'storefront.cart.placeorder' : 'storefront.checkout.next')}
            </button>
          </div>
        </form>
        <aside className="cart-summary" aria-labelledby="checkout-summary-title">
          <h2 id="checkout-summary-title">{t('storefront.cart.summary')}</h2>
          <CartAmounts cart={cart} />
        </aside>
      </div>
    </section>
  );
}
