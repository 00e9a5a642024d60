import { useStorefront } from '../context';
import { formatDate, formatMoney, localDigits } from '../format';
import { AMOUNT_ROWS } from '@saray/contracts/storefront/state';

/** Spec 1 §9: the page is printed a second after the button, once the print layout has settled. */
const PRINT_DELAY_MS = 1000;

/**
 * An order's invoice, or the open cart's pre-invoice (spec 1 §2.8): seller and customer, the lines, the amounts and
 * a place for both signatures, laid out to print on one page (the site's header and footer are left off in print).
 */
export function InvoiceScreen() {
  const { state, t, href } = useStorefront();
  const invoice = state.data.invoice!;
  const money = (v: string) => `${formatMoney(v, state.lang)} ${invoice.coin}`;
  const print = () => {
    window.setTimeout(() => window.print(), PRINT_DELAY_MS);
  };
  return (
    <article className="invoice" id="invoice" data-testid="invoice" data-kind={invoice.kind}>
      <header className="invoice-head">
        <h1>{t(invoice.kind === 'invoice' ? 'storefront.invoice.title' : 'storefront.invoice.pretitle')}</h1>
        {invoice.invoiceNumber && (
          <p>
            {t('storefront.invoice.number')}: <strong>{localDigits(invoice.invoiceNumber, state.lang)}</strong>
            {invoice.invoiceDate && ` · ${formatDate(invoice.invoiceDate, state.lang)}`}
          </p>
        )}
        {invoice.kind === 'preinvoice' && <p className="muted">{t('storefront.invoice.prenote')}</p>}
      </header>
      <div className="invoice-parties">
        <section>
          <h2>{t('storefront.invoice.seller')}</h2>
          <p>{invoice.seller.name}</p>
          {invoice.seller.address && <p>{invoice.seller.address}</p>}
          {invoice.seller.phone && <p dir="ltr">{invoice.seller.phone}</p>}
        </section>
        <section>
          <h2>{t('storefront.invoice.customer')}</h2>
          <p>{invoice.customer.name}</p>
          {invoice.customer.address && <p>{invoice.customer.address}</p>}
          {invoice.customer.email && <p>{invoice.customer.email}</p>}
          {invoice.customer.mobile && <p dir="ltr">{invoice.customer.mobile}</p>}
        </section>
      </div>
      <table className="cart-table invoice-lines">
        <thead>
          <tr>
            <th>{t('storefront.cart.product')}</th>
            <th>{t('storefront.cart.quantity')}</th>
            <th>{t('storefront.cart.price')}</th>
            <th>{t('storefront.cart.total')}</th>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((l, i) => (
            <tr key={i}>
              <td>{l.name}</td>
              <td>{localDigits(l.quantity, state.lang)}</td>
              <td>{money(l.unitPrice)}</td>
              <td>{money(l.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="cart-totals">
        <tbody>
          {invoice.amounts ? (
            AMOUNT_ROWS.map(([field, label]) => (
              <tr key={field}>
                <th>{t(label)}</th>
                <td>{money(invoice.amounts![field])}</td>
              </tr>
            ))
          ) : (
            <tr>
              <th>{t('storefront.cart.subtotal')}</th>
              <td>{money(invoice.subtotal)}</td>
            </tr>
          )}
        </tbody>
        {invoice.amounts && (
          <tfoot>
            <tr>
              <th>{t('storefront.cart.total')}</th>
              <td data-testid="invoice-total">{money(invoice.amounts.totalPrice)}</td>
            </tr>
          </tfoot>
        )}
      </table>
      {invoice.kind === 'invoice' && (
        <p>{t(invoice.isPaid ? 'storefront.payment.statuspaid' : 'storefront.payment.statusdue')}</p>
      )}
      <div className="signatures">
        <div className="signature">{t('storefront.invoice.sellersignature')}</div>
        <div className="signature">{t('storefront.invoice.customersignature')}</div>
      </div>
      <p className="no-print">
        <button type="button" className="button button--primary" onClick={print} data-testid="print">
          {t('storefront.invoice.print')}
        </button>{' '}
        <a href={href(invoice.kind === 'invoice' ? '/account/myproductorders' : '/shoppingcart')}>
          {t(invoice.kind === 'invoice' ? 'storefront.account.myproductorders' : 'storefront.route.shoppingcart')}
        </a>
      </p>
    </article>
  );
}
