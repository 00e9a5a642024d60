import { Box, LinearProgress, Typography } from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { api } from '../http';
import { session } from '../session';

interface Usage {
  used: number;
  capacity: number;
  percent: number;
}

/** Spec 2 §9: the bar turns yellow at 70 % and red at 90 % of capacity. */
export const storageLevel = (percent: number): 'primary' | 'warning' | 'error' =>
  percent >= 90 ? 'error' : percent >= 70 ? 'warning' : 'primary';

/** The sidebar's storage-usage bar (administrators: the server answers them only). */
export function StorageBar() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const captionId = useId();
  const [usage, setUsage] = useState<Usage | null>(null);
  const admin = (session.get()?.roles ?? '').split(',').includes('administrators');
  useEffect(() => {
    if (!admin) return;
    let live = true;
    api<Usage>('/api/CMS/StorageUsage')
      .then((res) => live && setUsage(res.json))
      .catch(() => live && setUsage(null));
    return () => {
      live = false;
    };
  }, [admin]);
  if (!usage) return null;
  const mb = (bytes: number) => (bytes / 1024 ** 2).toLocaleString(locale, { maximumFractionDigits: 1 });
  const level = storageLevel(usage.percent);
  return (
    <Box sx={{ px: 2, py: 1 }} data-testid="storage" data-level={level}>
      <Typography id={captionId} variant="caption" color="text.secondary">
        {translate('dashboard.storage.usage', {
          used: mb(usage.used),
          capacity: mb(usage.capacity),
          percent: usage.percent,
        })}
      </Typography>
      <LinearProgress variant="determinate" value={usage.percent} color={level} aria-labelledby={captionId} />
    </Box>
  );
}
