import { Card, CardContent } from '@mui/material';
import { useGetOne, type RaRecord } from 'react-admin';
import type { ResourceOverride } from '../types';
import { BackupControls } from './BackupControls';

const running = (rows: RaRecord[] | undefined) => Boolean(rows?.some((r) => r.status === 'running'));

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

/** A backup shows its progress and its download and restore buttons; its list is read again while one runs. */
export const Backup: ResourceOverride = {
  listExtra: { label: 'dashboard.backup.actions', render: (row) => <BackupControls record={row} />, poll: running },
  editSections: [BackupSection],
};
