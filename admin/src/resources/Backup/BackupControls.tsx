import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type MouseEvent } from 'react';
import { HttpError, useNotify, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { api } from '../../http';
import { downloadFile } from '../../ops/download';
import { isAdministrator } from '../../ops/isAdministrator';

/** A running backup's step and percent as a progress bar. */
export function BackupProgress({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  if (record.status !== 'running') return null;
  const percent = Number(record.percent ?? 0);
  const phase = record.phase ? translate(`enums.backupphase.${record.phase}`, { _: record.phase }) : '';
  return (
    <Box sx={{ minWidth: 160 }} data-testid="backup-progress">
      <LinearProgress variant="determinate" value={percent} aria-label={phase} />
      <Typography variant="caption">{translate('dashboard.backup.progress', { phase, percent })}</Typography>
    </Box>
  );
}

/**
 * A backup's buttons (administrators): download and restore once it is done, and, on its own screen, take it again.
 * Restoring asks for the name of a new target and says that the running database stays as it is.
 */
export function BackupControls({ record, takeAgain = false }: { record: RaRecord; takeAgain?: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [asking, setAsking] = useState(false);
  const [target, setTarget] = useState('');
  const [busy, setBusy] = useState(false);
  if (!isAdministrator()) return null;
  // The server's message is already in the caller's language, with its details (the reason a restore failed).
  const failed = (err: unknown) => {
    const message = err instanceof HttpError ? ((err.body?.message as string | undefined) ?? err.message) : undefined;
    notify(message ?? 'dashboard.notice.saveerror', { type: 'error', messageArgs: { _: message } });
  };
  const stop = (event: MouseEvent) => event.stopPropagation();
  const download = async (event: MouseEvent) => {
    stop(event);
    await downloadFile(`/api/Backups/download?id=${record.id}`, String(record.fileName)).catch(failed);
  };
  const start = async (event: MouseEvent) => {
    stop(event);
    try {
      await api(`/api/Backups/start?id=${record.id}`, { method: 'POST' });
      notify('dashboard.backup.started', { type: 'info' });
      refresh();
    } catch (err) {
      failed(err);
    }
  };
  const restore = async () => {
    setBusy(true);
    try {
      const { json } = await api<{ target: string }>(`/api/Backups/restore?id=${record.id}`, {
        method: 'POST',
        body: JSON.stringify({ target }),
      });
      setAsking(false);
      notify('dashboard.backup.restored', { type: 'success', messageArgs: { target: json.target } });
    } catch (err) {
      failed(err);
    } finally {
      setBusy(false);
    }
  };
  const done = record.status === 'done';
  return (
    <Stack direction="row" spacing={1} alignItems="center" onClick={stop} data-testid="backup-controls">
      <BackupProgress record={record} />
      {done && (
        <Button size="small" variant="outlined" onClick={download} data-testid="backup-download">
          {translate('dashboard.backup.download')}
        </Button>
      )}
      {done && (
        <Button
          size="small"
          variant="outlined"
          color="warning"
          onClick={(e) => {
            stop(e);
            setAsking(true);
          }}
          data-testid="backup-restore"
        >
          {translate('dashboard.backup.restore')}
        </Button>
      )}
      {takeAgain && record.status !== 'running' && (
        <Button size="small" variant="outlined" onClick={start} data-testid="backup-start">
          {translate('dashboard.backup.takenow')}
        </Button>
      )}
      <Dialog open={asking} onClose={() => setAsking(false)} onClick={stop}>
        <DialogTitle>{translate('dashboard.backup.restore_title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('dashboard.backup.restore_content')}</DialogContentText>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            name="target"
            label={translate('dashboard.backup.target')}
            value={target}
            onChange={(e) => setTarget(e.target.value)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)}>{translate('ra.action.cancel')}</Button>
          <Button color="warning" disabled={busy || !target} onClick={restore} data-testid="backup-restore-confirm">
            {translate('dashboard.backup.restore')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
