import { AMOUNT_ROWS, type CheckoutView } from '@saray/contracts/storefront/state';
import { Money } from '../../components/Money';
import { useStorefront } from '../../context';

/**
 * The cart's amounts as the server priced them: every amount and the total once the checkout's choices are made,
 * until then the lines' subtotal with a word on what comes later.
 */
export function CartAmounts({ cart }: { cart: CheckoutView }) {
  const { t } = useStorefront();
  const coin = cart.coin ?? undefined;
  if (!cart.totals)
    return (
      <>
        <table className="cart-totals" data-testid="cart-totals">
          <tbody>
            <tr>
              <th scope="row">{t('storefront.cart.subtotal')}</th>
              <td data-testid="cart-subtotal">
                <Money value={cart.subtotal} currency={coin} />
              </td>
            </tr>
          </tbody>
        </table>
        <p className="muted">{t('storefront.cart.laternote')}</p>
      </>
    );
  return (
    <table className="cart-totals" data-testid="cart-totals">
      <tbody>
        {AMOUNT_ROWS.map(([field, label]) => (
          <tr key={field}>
            <th scope="row">{t(label)}</th>
            <td data-testid={field === 'price' ? 'cart-subtotal' : undefined}>
              <Money value={cart.totals![field]} currency={coin} />
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t('storefront.cart.total')}</th>
          <td data-testid="cart-total">
            <Money value={cart.totals.totalPrice} currency={coin} />
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
