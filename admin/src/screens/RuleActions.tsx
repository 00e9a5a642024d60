import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { Confirm, HttpError, useDataProvider, useNotify, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import type { SarayDataProvider } from '../providers/dataProvider';
import type { EntitySchema } from '../schema';

/**
 * The record's state actions as buttons (approve, close cart, revoke…): enabled when the server lists them in
 * `_allowed` for this caller; irreversible ones ask for confirmation first. The server decides; this only mirrors.
 */
export function RuleActions({ entity, record }: { entity: EntitySchema; record: RaRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<SarayDataProvider>();
  const [asking, setAsking] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const actions = Object.entries(entity.rules.actions ?? {});
  if (actions.length === 0) return null;
  const allowed: string[] = record._allowed ?? [];
  const label = (name: string) => translate(entity.rules.actions![name].label ?? name, { _: name });
  const run = async (name: string) => {
    setAsking(null);
    setRunning(true);
    try {
      await dataProvider.runAction(entity.resource, { id: record.id, name, confirm: true });
      notify('dashboard.notice.actiondone', { type: 'success', messageArgs: { action: label(name) } });
      refresh();
    } catch (err) {
      notify(err instanceof HttpError ? err.message : 'dashboard.notice.saveerror', { type: 'error' });
    } finally {
      setRunning(false);
    }
  };
  return (
    <Stack direction="row" spacing={1} sx={{ my: 2, flexWrap: 'wrap' }} data-testid="rule-actions">
      {actions.map(([name, spec]) => (
        <Button
          key={name}
          variant="outlined"
          disabled={running || !allowed.includes(name)}
          onClick={() => (spec.irreversible ? setAsking(name) : run(name))}
          data-action={name}
        >
          {label(name)}
        </Button>
      ))}
      <Confirm
        isOpen={asking !== null}
        title={asking ? label(asking) : ''}
        content="dashboard.confirm.irreversible"
        onConfirm={() => asking && run(asking)}
        onClose={() => setAsking(null)}
      />
    </Stack>
  );
}
