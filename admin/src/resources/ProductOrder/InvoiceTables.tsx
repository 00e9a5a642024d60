import { Table, TableBody, TableCell, TableFooter, TableHead, TableRow } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatMoney } from '../../format';
import { AMOUNT_ROWS, type InvoiceView } from '@saray/contracts/storefront/state';

/** An order's lines: product, quantity, unit price and line total. */
export function InvoiceLines({ invoice }: { invoice: InvoiceView }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const money = (v: string) => `${formatMoney(v, locale)} ${invoice.coin}`;
  return (
    <Table size="small" data-testid="order-lines">
      <TableHead>
        <TableRow>
          <TableCell>{translate('storefront.cart.product')}</TableCell>
          <TableCell align="right">{translate('storefront.cart.quantity')}</TableCell>
          <TableCell align="right">{translate('storefront.cart.price')}</TableCell>
          <TableCell align="right">{translate('storefront.cart.total')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {invoice.lines.map((line, i) => (
          <TableRow key={i}>
            <TableCell>{line.name}</TableCell>
            <TableCell align="right">{formatMoney(String(line.quantity), locale)}</TableCell>
            <TableCell align="right">{money(line.unitPrice)}</TableCell>
            <TableCell align="right">{money(line.total)}</TableCell>
          </TableRow>
        ))}
        {invoice.lines.length === 0 && (
          <TableRow>
            <TableCell colSpan={4}>{translate('dashboard.order.nolines')}</TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}

/** The order's amounts: subtotal, discount, tax, shipping, fee, then the total. */
export function InvoiceTotals({ invoice }: { invoice: InvoiceView }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const money = (v: string) => `${formatMoney(v, locale)} ${invoice.coin}`;
  const { amounts } = invoice;
  return (
    <Table size="small" data-testid="order-totals">
      <TableBody>
        {amounts ? (
          AMOUNT_ROWS.map(([field, label]) => (
            <TableRow key={field}>
              <TableCell component="th" scope="row">
                {translate(label)}
              </TableCell>
              <TableCell align="right">{money(amounts[field])}</TableCell>
            </TableRow>
          ))
        ) : (
          <TableRow>
            <TableCell component="th" scope="row">
              {translate('storefront.cart.subtotal')}
            </TableCell>
            <TableCell align="right">{money(invoice.subtotal)}</TableCell>
          </TableRow>
        )}
      </TableBody>
      {amounts && (
        <TableFooter>
          <TableRow>
            <TableCell component="th" scope="row" sx={{ fontWeight: 700, color: 'text.primary', fontSize: '1rem' }}>
              {translate('storefront.cart.total')}
            </TableCell>
            <TableCell
              align="right"
              sx={{ fontWeight: 700, color: 'text.primary', fontSize: '1rem' }}
              data-testid="order-total"
            >
              {money(amounts.totalPrice)}
            </TableCell>
          </TableRow>
        </TableFooter>
      )}
    </Table>
  );
}
