import { Box, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatDate } from '../../format';
import { InvoiceLines, InvoiceTotals } from './InvoiceTables';
import type { InvoiceView } from '@saray/contracts/storefront/state';

function Party({ title, lines }: { title: string; lines: (string | null)[] }) {
  return (
    <Box component="section">
      <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {lines.filter(Boolean).map((line, i) => (
        <Typography key={i} variant="body2">
          {line}
        </Typography>
      ))}
    </Box>
  );
}

/** The invoice laid out to print on one page: seller and customer, the lines, the amounts and both signatures. */
export function InvoiceDocument({ invoice }: { invoice: InvoiceView }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Box component="article" id="invoice" data-testid="invoice" data-kind={invoice.kind}>
      <Typography variant="h5" component="h2">
        {translate(invoice.kind === 'invoice' ? 'storefront.invoice.title' : 'storefront.invoice.pretitle')}
      </Typography>
      {invoice.invoiceNumber && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          {translate('storefront.invoice.number')}: <strong>{invoice.invoiceNumber}</strong>
          {invoice.invoiceDate && ` · ${formatDate(invoice.invoiceDate, locale, false)}`}
        </Typography>
      )}
      {invoice.kind === 'preinvoice' && (
        <Typography variant="body2" color="text.secondary">
          {translate('storefront.invoice.prenote')}
        </Typography>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, my: 2 }}>
        <Party
          title={translate('storefront.invoice.seller')}
          lines={[invoice.seller.name, invoice.seller.address, invoice.seller.phone]}
        />
        <Party
          title={translate('storefront.invoice.customer')}
          lines={[invoice.customer.name, invoice.customer.address, invoice.customer.email, invoice.customer.mobile]}
        />
      </Box>
      <InvoiceLines invoice={invoice} />
      <Box sx={{ maxWidth: 420, ml: 'auto', mt: 2 }}>
        <InvoiceTotals invoice={invoice} />
      </Box>
      {invoice.kind === 'invoice' && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {translate(invoice.isPaid ? 'storefront.payment.statuspaid' : 'storefront.payment.statusdue')}
        </Typography>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 4, mt: 6 }} data-testid="signatures">
        {['storefront.invoice.sellersignature', 'storefront.invoice.customersignature'].map((key) => (
          <Box key={key} sx={{ borderTop: 1, borderColor: 'text.primary', pt: 1, minHeight: 96, textAlign: 'center' }}>
            <Typography variant="body2">{translate(key)}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
