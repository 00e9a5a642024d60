import { Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { HttpError, useGetList, useNotify, usePermissions, useTranslate, type RaRecord } from 'react-admin';
import { SelectField } from '../form/widgets';
import type { EntitySchema } from '../schema';
import { customerApi } from './customerApi';

const ALL = { page: 1, perPage: 1000 };

/** The roles a customer holds, each removable, and the active roles they lack to add (spec 1 §6). */
export function CustomerRoles({ customerId }: { customerId: number }) {
  const { permissions } = usePermissions<EntitySchema[]>();
  const can = (resource: string) => Boolean(permissions?.find((e) => e.resource === resource)?.operations.length);
  if (!can('customer-roles') || !can('customer-role-mappings')) return null;
  return <Roles customerId={customerId} />;
}

function Roles({ customerId }: { customerId: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { data: roles = [] } = useGetList('customer-roles', { pagination: ALL, sort: { field: 'name', order: 'ASC' } });
  const { data: held = [], refetch } = useGetList('customer-role-mappings', {
    pagination: ALL,
    sort: { field: 'id', order: 'ASC' },
    filter: { customerId },
  });
  const [offered, setOffered] = useState<RaRecord[]>([]);
  const [picked, setPicked] = useState('');
  const [busy, setBusy] = useState(false);
  const loadOffered = useCallback(
    () => customerApi.rolesToAdd(customerId).then(setOffered, (err: Error) => notify(err.message, { type: 'error' })),
    [customerId, notify],
  );
  useEffect(() => {
    void loadOffered();
  }, [loadOffered]);
  const change = async (write: () => Promise<void>) => {
    setBusy(true);
    try {
      await write();
      notify('common.datasavedsuccessfully', { type: 'success' });
      setPicked('');
      await Promise.all([refetch(), loadOffered()]);
    } catch (err) {
      notify(err instanceof HttpError ? err.message : 'dashboard.notice.saveerror', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const name = (roleId: number) => String(roles.find((r) => r.id === roleId)?.name ?? roleId);
  return (
    <Card sx={{ mt: 2 }} data-testid="customer-roles">
      <CardContent>
        <Typography variant="h6" gutterBottom>
          {translate('customer.roles.title')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', mb: 2 }}>
          {held.length === 0 && <Typography color="text.secondary">{translate('customer.roles.none')}</Typography>}
          {held.map((m) => (
            <Chip
              key={m.id}
              label={name(m.customerRoleId)}
              data-role={name(m.customerRoleId)}
              disabled={busy}
              onDelete={() => change(() => customerApi.removeRole(customerId, m.customerRoleId))}
            />
          ))}
        </Stack>
        <Stack direction="row" spacing={1} alignItems="center" sx={{ maxWidth: 560 }}>
          <SelectField
            id="customer_role"
            label={translate('customer.roles.pick')}
            value={picked}
            choices={offered.map((r) => ({ value: String(r.id), label: String(r.name) }))}
            onChange={setPicked}
            disabled={busy || offered.length === 0}
          />
          <Button
            variant="outlined"
            disabled={busy || !picked}
            onClick={() => change(() => customerApi.addRole(customerId, Number(picked)))}
          >
            {translate('ra.action.add')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
