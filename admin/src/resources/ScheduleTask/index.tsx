import { Card, CardContent } from '@mui/material';
import type { RaRecord } from 'react-admin';
import type { ResourceOverride } from '../types';
import { RunNowButton } from './RunNowButton';

function ScheduleTaskSection({ record }: { record: RaRecord }) {
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <RunNowButton record={record} />
      </CardContent>
    </Card>
  );
}

/** A scheduled task can be run at once, from its row and from its screen. */
export const ScheduleTask: ResourceOverride = {
  listExtra: { label: 'dashboard.scheduletask.runnow', render: (row) => <RunNowButton record={row} /> },
  editSections: [ScheduleTaskSection],
};
