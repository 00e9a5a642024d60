import { useEffect, useRef, useState } from 'react';
import type { CheckoutView } from '@saray/contracts/storefront/state';
import { Money } from '../components/Money';
import { useStorefront } from '../context';
import { localDigits } from '../format';
import { api } from '../session';
import { setToastLayer } from '../toast/toasts';
import { cartChanged } from './cart-events';
import { checkoutHref } from './checkout-steps';

export interface CartDrawerProps {
  /** The cart as the server just answered it (after Add to cart); read when absent. */
  cart?: CheckoutView;
  onClose: () => void;
}

/**
 * The cart at the page's inline end (right, left in right-to-left pages): its lines and amounts, and the ways to the
 * cart page and the checkout. A modal dialog: the page behind is inert, Esc closes it, and the focus goes back to
 * what opened it.
 */
export function CartDrawer({ cart: given, onClose }: CartDrawerProps) {
  const { state, t, href } = useStorefront();
  const ref = useRef<HTMLDialogElement>(null);
  const [cart, setCart] = useState(given);
  const [error, setError] = useState<string>();
  useEffect(() => {
    const dialog = ref.current!;
    // What had the focus gets it back on closing (the browser does so too, unless the focus had been lost).
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    setToastLayer(dialog);
    return () => {
      setToastLayer(null);
      if (opener?.isConnected && (document.activeElement === document.body || !document.activeElement)) opener.focus();
    };
  }, []);
  useEffect(() => {
    if (given) return;
    api<CheckoutView>('GET', '/api/ProductOrders/getShoppingCart', undefined, state.lang)
      .then((read) => {
        setCart(read);
        cartChanged(read);
      })
      .catch((err: Error) => setError(err.message));
  }, [given, state.lang]);
  const close = () => ref.current?.close();
  const lines = cart?.productOrderItems ?? [];
  const coin = cart?.coin ?? undefined;
  return (
    <dialog
      ref={ref}
      className="cart-drawer"
      aria-labelledby="cart-drawer-title"
      data-testid="cart-drawer"
      onClose={onClose}
      // A click on the backdrop is a click on the dialog itself (its content fills it): it closes the drawer.
      onClick={(e) => e.target === ref.current && close()}
    >
      <div className="cart-drawer-content" aria-busy={!cart && !error}>
        <div className="cart-drawer-head">
          <h2 id="cart-drawer-title">{t('storefront.cart.drawertitle')}</h2>
          <button type="button" className="cart-drawer-close" onClick={close} aria-label={t('storefront.common.close')}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {error ? (
          <p className="alert alert--error" role="alert">
            {error}
          </p>
        ) : !cart ? (
          <p className="muted">{t('storefront.common.loading')}</p>
        ) : !lines.length ? (
          <p className="muted">{t('storefront.cart.empty')}</p>
        ) : (
          <>
            <ul className="cart-drawer-lines" data-testid="drawer-lines">
              {lines.map((line) => (
                <li key={line.id}>
                  {line.guid ? <a href={href(`/p/${line.guid}`)}>{line.name}</a> : <span>{line.name}</span>}
                  <span className="muted">
                    {localDigits(line.quantity, state.lang)} × <Money value={line.unitPrice ?? '0'} />
                  </span>
                  <Money value={line.total} currency={coin} className="cart-drawer-line-total" />
                </li>
              ))}
            </ul>
            <p className="cart-drawer-subtotal">
              <span>{t('storefront.cart.subtotal')}</span>
              <Money value={cart.subtotal} currency={coin} />
            </p>
            <p className="muted cart-drawer-note">{t('storefront.cart.laternote')}</p>
          </>
        )}
        <div className="cart-drawer-actions">
          <a className="button" href={href('/shoppingcart')}>
            {t('storefront.cart.view')}
          </a>
          {lines.length > 0 && cart && (
            <a className="button button--primary" href={href(checkoutHref(cart))}>
              {t('storefront.cart.tocheckout')}
            </a>
          )}
          <button type="button" className="link-button" onClick={close}>
            {t('storefront.cart.continue')}
          </button>
        </div>
      </div>
    </dialog>
  );
}
