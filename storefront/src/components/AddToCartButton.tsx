import { useState } from 'react';
import { useStorefront } from '../context';
import { api } from '../session';

/**
 * Adds one piece of the product to the customer's cart (AddCart). A visitor goes to Auth and comes back; the
 * server's refusal (out of stock, only N left, another currency in the cart) is shown as it words it.
 */
export function AddToCartButton({
  productId,
  disabled,
  describedBy,
}: {
  productId: number;
  /** Out of stock: the server would refuse, so the button is off and says why through `describedBy`. */
  disabled?: boolean;
  /** The id of the stock message beside the button. */
  describedBy?: string;
}) {
  const { state, t, href } = useStorefront();
  const [added, setAdded] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const add = async () => {
    if (!state.user) {
      window.location.assign(href(`/Authentication?returnUrl=${encodeURIComponent(state.route.path)}`));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await api('POST', '/api/ProductOrders/AddCart', { productId, quantity: 1 }, state.lang);
      setAdded(true);
      const badge = document.querySelector('[data-testid="cart-count"]');
      if (badge) badge.textContent = String(Number(badge.textContent?.replace(/\D/g, '') || 0) + 1);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="add-to-cart">
      <button
        type="button"
        className="button button--primary"
        disabled={disabled || busy}
        aria-disabled={disabled || busy || undefined}
        aria-describedby={describedBy}
        data-testid="add-to-cart"
        onClick={() => void add()}
      >
        {t('storefront.cart.add')}
      </button>
      {added && (
        <a href={href('/shoppingcart')} className="added" role="status">
          {t('storefront.cart.added')}
        </a>
      )}
      {error && (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
