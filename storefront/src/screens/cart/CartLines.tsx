import type { CheckoutView } from '@saray/contracts/storefront/state';
import { Money } from '../../components/Money';
import { QuantityStepper } from '../../components/QuantityStepper';
import { useStorefront } from '../../context';
import { localDigits } from '../../format';

type Line = CheckoutView['productOrderItems'][number];

/**
 * The cart's lines: product, unit price, quantity and the line's amount. Editable on the cart page (a stepper per
 * line, from the product's minimum to what stock and its order limit allow, and a remove button), read-only in the
 * checkout's review.
 */
export function CartLines({
  cart,
  busy = false,
  onQuantity,
  onRemove,
}: {
  cart: CheckoutView;
  busy?: boolean;
  onQuantity?: (line: Line, quantity: number) => void;
  onRemove?: (line: Line) => void;
}) {
  const { state, t, href } = useStorefront();
  const coin = cart.coin ?? undefined;
  const editable = Boolean(onQuantity);
  return (
    <table className="cart-table cart-lines">
      <thead>
        <tr>
          <th scope="col">{t('storefront.cart.product')}</th>
          <th scope="col">{t('storefront.cart.price')}</th>
          <th scope="col">{t('storefront.cart.quantity')}</th>
          <th scope="col">{t('storefront.cart.linetotal')}</th>
          {onRemove && (
            <th scope="col">
              <span className="visually-hidden">{t('storefront.cart.remove')}</span>
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {cart.productOrderItems.map((line) => (
          <tr key={line.id} data-testid="cart-line">
            <td data-label={t('storefront.cart.product')}>
              {line.guid ? <a href={href(`/p/${line.guid}`)}>{line.name}</a> : line.name}
            </td>
            <td data-label={t('storefront.cart.price')}>
              <Money value={line.unitPrice ?? '0'} currency={coin} />
            </td>
            <td data-label={t('storefront.cart.quantity')}>
              {editable ? (
                <QuantityStepper
                  value={line.quantity}
                  min={line.minQuantity}
                  max={line.maxQuantity}
                  name={line.name}
                  busy={busy}
                  onChange={(quantity) => onQuantity!(line, quantity)}
                />
              ) : (
                localDigits(line.quantity, state.lang)
              )}
            </td>
            <td data-label={t('storefront.cart.linetotal')} data-testid="line-total">
              <Money value={line.total} currency={coin} />
            </td>
            {onRemove && (
              <td>
                <button
                  type="button"
                  className="link-button"
                  disabled={busy}
                  aria-label={t('storefront.cart.removename', { name: line.name })}
                  onClick={() => onRemove(line)}
                >
                  {t('storefront.cart.remove')}
                </button>
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
