import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useStorefront } from '../context';
import { toast } from '../toast/toasts';
import { askedStep, checkoutHref, openingStage, stageHref, stageOfProblem, type Stage } from '../cart/checkout-steps';
import { CartAmounts } from './cart/CartAmounts';
import { CartLines } from './cart/CartLines';
import { CheckoutSteps } from './cart/CheckoutSteps';
import { useCart, type CartState } from './cart/useCart';
import { Columns } from './Columns';

/** The cart page: the lines with their steppers, the amounts so far, a discount code and the way to the checkout. */
function CartPage({ cart: cartState, go }: { cart: CartState; go: (stage: Stage) => void }) {
  const { t, href } = useStorefront();
  const { cart, busy, send } = cartState;
  const [code, setCode] = useState(cart?.discountCode ?? '');
  const [codeError, setCodeError] = useState<string | null>(null);
  const lines = cart?.productOrderItems ?? [];
  const heading = useRef<HTMLHeadingElement>(null);
  const change = async (call: string, body: object, done?: string) => {
    try {
      await send(call, body);
      if (done) toast('success', done);
      // A removed line takes its button with it: the focus goes to the top of the cart rather than nowhere.
      if (done) heading.current?.focus();
    } catch (err) {
      toast('error', (err as Error).message, t('storefront.toast.error'));
    }
  };
  const applyCode = async (e: FormEvent) => {
    e.preventDefault();
    setCodeError(null);
    try {
      await send('saveCustomerProductOrder', { discountCode: code });
      toast('success', t('storefront.cart.codeapplied'));
    } catch (err) {
      setCodeError((err as Error).message);
    }
  };
  const problem = cart && stageOfProblem(cart.problem) === 'cart' && lines.length ? cart.problemMessage : null;
  return (
    <section className="cart" data-testid="cart" aria-busy={busy}>
      <h1 ref={heading} tabIndex={-1}>
        {t('storefront.route.shoppingcart')}
      </h1>
      {!cart || !lines.length ? (
        <>
          <p className="muted">{t('storefront.cart.empty')}</p>
          <p>
            <a className="button" href={href('/p')}>
              {t('storefront.cart.continue')}
            </a>
          </p>
        </>
      ) : (
        <div className="cart-layout">
          <CartLines
            cart={cart}
            busy={busy}
            onQuantity={(line, quantity) =>
              void change('saveCustomerProductOrderItems', {
                productOrderItems: [{ productId: line.productId, quantity }],
              })
            }
            onRemove={(line) =>
              void change(
                'saveCustomerProductOrderItems',
                { productOrderItems: [{ productId: line.productId, quantity: 0 }] },
                t('storefront.cart.removed', { name: line.name }),
              )
            }
          />
          <aside className="cart-summary" aria-labelledby="cart-summary-title">
            <h2 id="cart-summary-title">{t('storefront.cart.summary')}</h2>
            <CartAmounts cart={cart} />
            <form className="discount-code" onSubmit={(e) => void applyCode(e)}>
              <label className="field">
                <span>{t('storefront.cart.discountcode')}</span>
                <input
                  name="discountCode"
                  value={code}
                  onChange={(e) => setCode(e.target.value)}
                  aria-invalid={codeError ? true : undefined}
                  aria-describedby={codeError ? 'discount-error' : undefined}
                />
              </label>
              <button type="submit" className="button" disabled={busy}>
                {t('storefront.cart.apply')}
              </button>
            </form>
            {codeError && (
              <p id="discount-error" className="alert alert--error" role="alert">
                {codeError}
              </p>
            )}
            {problem && (
              <p className="alert alert--error" data-testid="cart-problem">
                {problem}
              </p>
            )}
            <a
              className="button button--primary checkout-link"
              href={href(checkoutHref(cart))}
              data-testid="to-checkout"
              aria-disabled={problem || busy ? true : undefined}
              onClick={(e) => {
                e.preventDefault();
                if (!problem && !busy) go(openingStage('address', cart));
              }}
            >
              {t('storefront.cart.tocheckout')}
            </a>
          </aside>
        </div>
      )}
    </section>
  );
}

/**
 * The shopping cart and its checkout (spec 1 §2.8) on one route: the cart page, then the checkout's steps
 * (/shoppingcart?step=…, see cart/checkout-steps). Every change is saved on the server, which answers the cart
 * again, priced; its refusals are shown as it words them.
 */
export function CartScreen() {
  const { state, t, href } = useStorefront();
  const cartState = useCart(state.data.checkout);
  const { cart } = cartState;
  const [stage, setStage] = useState<Stage>(() => (cart ? openingStage(askedStep(state.route.path), cart) : 'cart'));
  const [error, setError] = useState<string | null>(null);
  // The browser's Back and Forward move between the steps.
  useEffect(() => {
    const onPop = () => cart && setStage(openingStage(askedStep(window.location.href), cart));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [cart]);
  const go = (next: Stage) => {
    if (next === stage) return;
    window.history.pushState(null, '', href(stageHref(next)));
    setStage(next);
    window.scrollTo({ top: 0 });
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
  return (
    <>
      {stage === 'cart' || !cart?.productOrderItems.length ? (
        <CartPage cart={cartState} go={go} />
      ) : (
        <CheckoutSteps at={stage} go={go} cart={cartState} error={error} setError={setError} />
      )}
      {state.data.parts && <Columns layoutType="onecolumn" parts={state.data.parts} entityId={0} />}
    </>
  );
}
