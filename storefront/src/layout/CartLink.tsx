import { useEffect, useState, type MouseEvent } from 'react';
import { onCartEvent, openCartDrawer } from '../cart/cart-events';
import { useStorefront } from '../context';
import { Icon } from '../components/Icon';
import { localDigits } from '../format';

/**
 * The mini cart: an icon with the item count, which follows the cart as the page changes it. A link to /shoppingcart
 * for the linked main cart (spec 1 §2.5); for a signed-in customer a plain click opens the cart drawer instead, and
 * the link still leads to the page in a new tab or without scripts.
 */
export function CartLink() {
  const { state, t, href } = useStorefront();
  const [count, setCount] = useState(state.cartCount);
  useEffect(() => onCartEvent((e) => e.type === 'count' && setCount(e.count)), []);
  const label = t('storefront.header.cart', { smart_count: count });
  const badge = (
    <>
      <Icon name="cart" />
      <span className="badge" data-testid="cart-count">
        {localDigits(count, state.lang)}
      </span>
    </>
  );
  const open = (e: MouseEvent) => {
    if (!state.user || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    openCartDrawer();
  };
  if (state.header.shoppingcardshowtype === 'linkedmainshoppingcard')
    return (
      <a className="cart-link" href={href('/shoppingcart')} aria-label={label} title={label} onClick={open}>
        {badge}
      </a>
    );
  return state.user ? (
    <button type="button" className="cart-link" aria-label={label} title={label} aria-haspopup="dialog" onClick={open}>
      {badge}
    </button>
  ) : (
    <span className="cart-link" aria-label={label} title={label}>
      {badge}
    </span>
  );
}
