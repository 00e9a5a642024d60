import { useState } from 'react';
import type { CheckoutView } from '@saray/contracts/storefront/state';
import { cartChanged, openCartDrawer } from '../cart/cart-events';
import { useStorefront } from '../context';
import { api } from '../session';
import { toast } from '../toast/toasts';

/**
 * Adds the product to the customer's cart (AddCart), `quantity` pieces of it, then shows the cart in the drawer and
 * says so in a toast. A visitor goes to Auth and comes back; the server's refusal (out of stock, only N left,
 * another currency in the cart) is shown as it words it.
 */
export function AddToCartButton({
  productId,
  name,
  quantity = 1,
  disabled,
  describedBy,
  testId = 'add-to-cart',
}: {
  productId: number;
  /** The product's name, for the toast. */
  name: string;
  quantity?: number;
  /** Out of stock: the server would refuse, so the button is off and says why through `describedBy`. */
  disabled?: boolean;
  /** The id of the stock message beside the button. */
  describedBy?: string;
  /** Where a page has several (one per seller's offer), each kind its own test id. */
  testId?: string;
}) {
  const { state, t, href } = useStorefront();
  const [busy, setBusy] = useState(false);
  const add = async () => {
    if (busy) return;
    if (!state.user) {
      window.location.assign(href(`/Authentication?returnUrl=${encodeURIComponent(state.route.path)}`));
      return;
    }
    setBusy(true);
    try {
      const cart = await api<CheckoutView>('POST', '/api/ProductOrders/AddCart', { productId, quantity }, state.lang);
      cartChanged(cart);
      toast('success', t('storefront.cart.addedname', { name }));
      openCartDrawer(cart);
    } catch (err) {
      toast('error', (err as Error).message, t('storefront.toast.error'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="button button--primary add-to-cart-button"
      // Busy, it stays focusable (only marked off), so the focus is still on it when the drawer closes.
      disabled={disabled}
      aria-disabled={disabled || busy || undefined}
      aria-busy={busy || undefined}
      aria-describedby={describedBy}
      data-testid={testId}
      onClick={() => void add()}
    >
      {t(busy ? 'storefront.cart.adding' : 'storefront.cart.add')}
    </button>
  );
}
