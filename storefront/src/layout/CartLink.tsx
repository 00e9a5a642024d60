import { useStorefront } from '../context';
import { Icon } from '../components/Icon';
import { localDigits } from '../format';

/** The mini cart: an icon with the item count; a link to /shoppingcart for the linked main cart (spec 1 §2.5). */
export function CartLink() {
  const { state, t, href } = useStorefront();
  const label = t('storefront.header.cart', { smart_count: state.cartCount });
  const badge = (
    <>
      <Icon name="cart" />
      <span className="badge" data-testid="cart-count">
        {localDigits(state.cartCount, state.lang)}
      </span>
    </>
  );
  return state.header.shoppingcardshowtype === 'linkedmainshoppingcard' ? (
    <a className="cart-link" href={href('/shoppingcart')} aria-label={label} title={label}>
      {badge}
    </a>
  ) : (
    <span className="cart-link" aria-label={label} title={label}>
      {badge}
    </span>
  );
}
