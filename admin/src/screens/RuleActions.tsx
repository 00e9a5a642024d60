import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { Confirm, HttpError, useDataProvider, useNotify, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import type { SarayDataProvider } from '../providers/dataProvider';
import type { EntitySchema } from '../schema';
import { Explained } from './Explained';

/**
 * The record's state actions as buttons (approve, close cart, revoke…): enabled when the server lists them in
 * `_allowed` for this caller; a disabled one says why, in the key the server gives in `_refused` (not paid yet, needs
 * a second person…). Irreversible ones ask for confirmation first. The server decides; this only mirrors.
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
  const refused: Record<string, string> = record._refused ?? {};
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
    <Stack direction="row" sx={{ my: 2, flexWrap: 'wrap', gap: 1 }} data-testid="rule-actions">
      {actions.map(([name, spec]) => {
        const why = allowed.includes(name) ? undefined : translate(refused[name] ?? 'common.error.actionnotallowed');
        return (
          <Explained key={name} reason={why}>
            {(describedBy) => (
              <Button
                variant="outlined"
                disabled={running || Boolean(why)}
                onClick={() => (spec.irreversible ? setAsking(name) : run(name))}
                data-action={name}
                aria-describedby={describedBy}
              >
                {label(name)}
              </Button>
            )}
          </Explained>
        );
      })}
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
