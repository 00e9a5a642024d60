import { useStorefront } from '../../context';
import { formatMoney, localDigits } from '../../format';
import type { BlockProps } from '../types';
import { text } from '../types';

/** The visitor's open cart in short: its lines, the total and the way to the cart page. */
export function ShoppingCartBox({ block }: BlockProps) {
  const { state, t, href } = useStorefront();
  const cart = block.resolved?.cart;
  const money = (value: string) => `${formatMoney(value, state.lang)} ${cart?.coin ?? state.store.currency}`;
  return (
    <section className="cart-box">
      <h2>{text(block.dataContent, 'title') || block.title || t('storefront.blocks.shoppingcartbox.title')}</h2>
      {cart?.items.length ? (
        <>
          <ul className="cart-box-lines">
            {cart.items.map((line) => (
              <li key={line.id}>
                {line.guid ? <a href={href(`/p/${line.guid}`)}>{line.name}</a> : <span>{line.name}</span>}
                <span className="muted">{`${localDigits(line.quantity, state.lang)} × ${formatMoney(line.price, state.lang)}`}</span>
              </li>
            ))}
          </ul>
          <p className="cart-box-total">
            <span>{t('storefront.blocks.shoppingcartbox.total')}</span> <strong>{money(cart.total)}</strong>
          </p>
          <a className="button button--primary" href={href('/shoppingcart')}>
            {t('storefront.blocks.shoppingcartbox.view')}
          </a>
        </>
      ) : (
        <p className="muted">{t('storefront.blocks.shoppingcartbox.empty')}</p>
      )}
    </section>
  );
}
