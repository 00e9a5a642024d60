import { AMOUNT_ROWS, type InvoiceView } from '@saray/contracts/storefront/state';
import { Money } from '../components/Money';
import { useStorefront } from '../context';
import { localDigits } from '../format';

/**
 * A placed order as its confirmation shows it: the lines, the amounts it was closed at, where it ships, and the ways
 * to its invoice and to the orders in the account.
 */
export function OrderConfirmation({ order }: { order: InvoiceView }) {
  const { state, t, href } = useStorefront();
  return (
    <div className="order-confirmation" data-testid="order-confirmation">
      <section className="confirmation-address" aria-labelledby="confirmation-address-title">
        <h2 id="confirmation-address-title">{t('storefront.cart.address')}</h2>
        <p>{order.customer.name}</p>
        <p data-testid="order-address">{order.customer.address ?? t('storefront.order.noshipping')}</p>
      </section>
      <section aria-labelledby="confirmation-lines-title">
        <h2 id="confirmation-lines-title">{t('storefront.order.lines')}</h2>
        <table className="cart-table">
          <thead>
            <tr>
              <th scope="col">{t('storefront.cart.product')}</th>
              <th scope="col">{t('storefront.cart.quantity')}</th>
              <th scope="col">{t('storefront.cart.price')}</th>
              <th scope="col">{t('storefront.cart.linetotal')}</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line, i) => (
              <tr key={i} data-testid="order-line">
                <td>{line.name}</td>
                <td>{localDigits(line.quantity, state.lang)}</td>
                <td>
                  <Money value={line.unitPrice} currency={order.coin} />
                </td>
                <td>
                  <Money value={line.total} currency={order.coin} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {order.amounts && (
          <table className="cart-totals">
            <tbody>
              {AMOUNT_ROWS.map(([field, label]) => (
                <tr key={field}>
                  <th scope="row">{t(label)}</th>
                  <td>
                    <Money value={order.amounts![field]} currency={order.coin} />
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t('storefront.cart.total')}</th>
                <td data-testid="order-total">
                  <Money value={order.amounts.totalPrice} currency={order.coin} />
                </td>
              </tr>
            </tfoot>
          </table>
        )}
      </section>
      <p className="confirmation-links">
        <a className="button" href={href('/account/myproductorders')}>
          {t('storefront.account.myproductorders')}
        </a>
        {order.guid && (
          <a className="button" href={href(`/shoppingcart/${order.guid}`)}>
            {t('storefront.invoice.print')}
          </a>
        )}
      </p>
    </div>
  );
}
