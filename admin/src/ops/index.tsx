import { Card, CardContent } from '@mui/material';
import { useGetOne, type RaRecord } from 'react-admin';
import type { ReactNode } from 'react';
import { BackupControls } from './BackupControls';
import { RunNowButton } from './RunNowButton';

const running = (rows: RaRecord[] | undefined) => Boolean(rows?.some((r) => r.status === 'running'));

/** The last column of an operations list: its row's buttons, labelled by `label`; `poll` keeps the list fresh. */
export interface ListExtra {
  label: string;
  render(row: RaRecord): ReactNode;
  poll?(rows: RaRecord[] | undefined): boolean;
}

export const LIST_EXTRAS: Record<string, ListExtra> = {
  ScheduleTask: { label: 'dashboard.scheduletask.runnow', render: (row) => <RunNowButton record={row} /> },
  Backup: {
    label: 'dashboard.backup.actions',
    render: (row) => <BackupControls record={row} />,
    poll: running,
  },
};

function BackupSection({ record }: { record: RaRecord }) {
  // The row's progress is read again every second while it runs, apart from the form.
  const { data } = useGetOne(
    'backups',
    { id: record.id },
    { refetchInterval: (q) => (q.state.data?.status === 'running' ? 1000 : false) },
  );
  return (
    <Card sx={{ mt: 2 }} data-testid="backup-section">
      <CardContent>
        <BackupControls record={data ?? record} takeAgain />
      </CardContent>
    </Card>
  );
}

function ScheduleTaskSection({ record }: { record: RaRecord }) {
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <RunNowButton record={record} />
      </CardContent>
    </Card>
  );
}

/** Sections of the operations entities' update screens. */
export const OPS_SECTIONS = { Backup: BackupSection, ScheduleTask: ScheduleTaskSection };
