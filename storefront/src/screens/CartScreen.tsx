import { useStorefront } from '../context';
import { formatMoney, localDigits } from '../format';
import { Columns } from './Columns';

/** The shopping cart: the open order's lines and total, and the cart page's blocks. */
export function CartScreen() {
  const { state, t, href } = useStorefront();
  const cart = state.data.cart;
  return (
    <section className="cart">
      <h1>{t('storefront.route.shoppingcart')}</h1>
      {!cart?.items.length ? (
        <p className="muted">{t('storefront.cart.empty')}</p>
      ) : (
        <table className="cart-table">
          <thead>
            <tr>
              <th>{t('storefront.cart.product')}</th>
              <th>{t('storefront.cart.quantity')}</th>
              <th>{t('storefront.cart.price')}</th>
            </tr>
          </thead>
          <tbody>
            {cart.items.map((line) => (
              <tr key={line.id}>
                <td>{line.guid ? <a href={href(`/p/${line.guid}`)}>{line.name}</a> : line.name}</td>
                <td>{localDigits(line.quantity, state.lang)}</td>
                <td>{formatMoney(line.price, state.lang)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th colSpan={2}>{t('storefront.cart.total')}</th>
              <td>{`${formatMoney(cart.total, state.lang)} ${state.store.currency}`}</td>
            </tr>
          </tfoot>
        </table>
      )}
      {state.data.parts && <Columns layoutType="onecolumn" parts={state.data.parts} entityId={0} />}
    </section>
  );
}
