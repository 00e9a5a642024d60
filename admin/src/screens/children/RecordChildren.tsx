import { Box, Card, CardContent, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import type { RaRecord } from 'react-admin';
import type { EntitySchema } from '../../schema';
import { useChildTabs } from './useChildTabs';

/** A record's child collections in a card of their own, for an update screen that is not the generated form. */
export function RecordChildren({ entity, record }: { entity: EntitySchema; record: RaRecord }) {
  const tabs = useChildTabs(entity, record);
  const [chosen, setChosen] = useState<string>();
  if (tabs.length === 0) return null;
  const current = tabs.find((t) => t.key === chosen) ?? tabs[0];
  return (
    <Card sx={{ mt: 2 }} data-testid="record-children">
      <CardContent>
        <Tabs
          value={current.key}
          onChange={(_, key: string) => setChosen(key)}
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          {tabs.map((t) => (
            <Tab key={t.key} value={t.key} label={t.label} data-tab={t.key} />
          ))}
        </Tabs>
        <Box data-testid={`child-${current.key}`}>{current.render()}</Box>
      </CardContent>
    </Card>
  );
}
