import { Button } from '@mui/material';
import { useState, type MouseEvent } from 'react';
import { HttpError, useNotify, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { api } from '../../http';
import { isAdministrator } from '../../ops/isAdministrator';

interface TaskRun {
  ok: boolean;
  /** What the run did, or why it failed, as a sentence to translate. */
  message: { key: string; params: Record<string, string | number> };
}

/**
 * A scheduled task's Run now (administrators): runs it at once on the server and tells, in a sentence of the reader's
 * language, what it did or why it failed.
 */
export function RunNowButton({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [running, setRunning] = useState(false);
  if (!isAdministrator()) return null;
  const run = async (event: MouseEvent) => {
    event.stopPropagation();
    setRunning(true);
    try {
      const { json } = await api<TaskRun>(`/api/ScheduleTasks/runNow?id=${record.id}`, { method: 'POST' });
      const { key, params } = json.message;
      notify(key, { type: json.ok ? 'success' : 'error', messageArgs: { ...params, _: key } });
      refresh();
    } catch (err) {
      notify(err instanceof HttpError ? err.message : 'dashboard.notice.saveerror', { type: 'error' });
    } finally {
      setRunning(false);
    }
  };
  return (
    <Button size="small" variant="outlined" disabled={running} onClick={run} data-testid="run-now">
      {translate('dashboard.scheduletask.runnow')}
    </Button>
  );
}
