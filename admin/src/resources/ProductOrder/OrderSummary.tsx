import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import { HttpError, Loading, useTranslate, type RaRecord } from 'react-admin';
import { InvoiceLines, InvoiceTotals } from './InvoiceTables';
import { useInvoice } from './invoice';

/**
 * What an order is at a glance, above its form: the products ordered (product, quantity, unit price, line total) and
 * its amounts, as its invoice has them; an open cart is priced as it would close now.
 */
export default function OrderSummary({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const { data: invoice, error } = useInvoice(record.id, record._printable !== false);
  if (record._printable === false) return null;
  if (error)
    return (
      <Alert severity="warning">{translate(error instanceof HttpError ? error.message : 'common.error.general')}</Alert>
    );
  if (!invoice) return <Loading />;
  return (
    <Card sx={{ mb: 2 }} data-testid="order-summary">
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          {translate('dashboard.order.lines')}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            alignItems: 'start',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
          }}
        >
          <Box sx={{ overflowX: 'auto' }}>
            <InvoiceLines invoice={invoice} />
          </Box>
          <InvoiceTotals invoice={invoice} />
        </Box>
      </CardContent>
    </Card>
  );
}
