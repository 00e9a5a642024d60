import PrintIcon from '@mui/icons-material/Print';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  GlobalStyles,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useState } from 'react';
import { HttpError, Loading, useTranslate, type RaRecord } from 'react-admin';
import { useScreen } from '../../screen';
import { Explained } from '../../screens/Explained';
import { InvoiceDocument } from './InvoiceDocument';
import { useInvoice } from './invoice';

/** Spec 1 §9: the page is printed a second after the button, once the print layout has settled. */
const PRINT_DELAY_MS = 1000;

/** On paper only the invoice: the dashboard behind the dialog and the dialog's buttons are left off. */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        'body > *:not(.invoice-print)': { display: 'none !important' },
        '.invoice-print .MuiDialog-container, .invoice-print .MuiDialog-paper': {
          position: 'static',
          height: 'auto',
          maxHeight: 'none',
          overflow: 'visible',
          boxShadow: 'none',
        },
        '.invoice-print .no-print': { display: 'none !important' },
      },
    }}
  />
);

function InvoiceDialog({ record, onClose }: { record: RaRecord; onClose(): void }) {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { data: invoice, error } = useInvoice(record.id);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={phone} className="invoice-print">
      {printStyles}
      <DialogContent>
        {error ? (
          <Alert severity="error">
            {translate(error instanceof HttpError ? error.message : 'common.error.general')}
          </Alert>
        ) : invoice ? (
          <InvoiceDocument invoice={invoice} />
        ) : (
          <Loading />
        )}
      </DialogContent>
      <DialogActions className="no-print">
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
        <Button
          variant="contained"
          startIcon={<PrintIcon />}
          disabled={!invoice}
          onClick={() => window.setTimeout(() => window.print(), PRINT_DELAY_MS)}
          data-testid="print"
        >
          {translate('storefront.invoice.print')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The order's print view: its invoice, with seller's and customer's signature boxes, as the storefront prints it. */
export default function PrintButton({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const { entity } = useScreen();
  const [open, setOpen] = useState(false);
  const refused = record._printable === false ? entity.rules.print?.error : undefined;
  return (
    <>
      <Explained reason={refused && translate(refused)}>
        {(describedBy) => (
          <Button
            size="small"
            startIcon={<PrintIcon />}
            disabled={Boolean(refused)}
            aria-describedby={describedBy}
            onClick={() => setOpen(true)}
            data-testid="print-view"
          >
            {translate('dashboard.order.print')}
          </Button>
        )}
      </Explained>
      {open && <InvoiceDialog record={record} onClose={() => setOpen(false)} />}
    </>
  );
}
