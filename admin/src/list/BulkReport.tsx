import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { BulkResult } from './listWork';

/** What a bulk run did: how many records it changed, and each one it refused, named, with the server's reason. */
export function BulkReport({
  title,
  result,
  nameOf,
  onClose,
}: {
  title: string;
  result: BulkResult;
  /** A record's title, when the list has it at hand. */
  nameOf(id: number): string | undefined;
  onClose(): void;
}) {
  const translate = useTranslate();
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="bulk-report-title"
      data-testid="bulk-report"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="bulk-report-title">{translate('dashboard.list.report', { action: title })}</DialogTitle>
      <DialogContent>
        <Alert severity={result.done.length ? 'success' : 'info'} sx={{ mb: 1 }} data-testid="bulk-done">
          {translate('dashboard.list.done', { smart_count: result.done.length })}
        </Alert>
        {result.refused.length > 0 && (
          <>
            <Alert severity="warning" data-testid="bulk-refused-count">
              {translate('dashboard.list.refused', { smart_count: result.refused.length })}
            </Alert>
            <List dense data-testid="bulk-refused">
              {result.refused.map((r) => (
                <ListItem key={r.id} divider>
                  <ListItemText
                    primary={nameOf(r.id) ?? translate('dashboard.list.record', { id: r.id })}
                    secondary={r.message}
                    slotProps={{ secondary: { 'data-error': r.error } as object }}
                  />
                </ListItem>
              ))}
            </List>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {translate('ra.action.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
