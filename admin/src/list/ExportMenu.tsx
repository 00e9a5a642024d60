import DownloadIcon from '@mui/icons-material/Download';
import { Button, CircularProgress, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { HttpError, useNotify, useTranslate } from 'react-admin';
import { exportList } from './listWork';

export interface ExportQuery {
  filter: Record<string, unknown>;
  sort: { field: string; order: 'ASC' | 'DESC' };
  columns: string[];
}

/** Export as CSV or XLSX: the rows the query matches, as a download. */
export function ExportMenu({ resource, query }: { resource: string; query: ExportQuery }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  const download = async (format: 'csv' | 'xlsx') => {
    setAnchor(null);
    setBusy(true);
    try {
      await exportList(resource, format, query);
    } catch (err) {
      notify(err instanceof HttpError ? err.message : 'common.error.general', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        size="small"
        startIcon={busy ? <CircularProgress size={14} /> : <DownloadIcon />}
        disabled={busy}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
      >
        {translate('dashboard.list.export')}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => download('csv')} data-format="csv">
          {translate('dashboard.list.exportcsv')}
        </MenuItem>
        <MenuItem onClick={() => download('xlsx')} data-format="xlsx">
          {translate('dashboard.list.exportxlsx')}
        </MenuItem>
      </Menu>
    </>
  );
}
