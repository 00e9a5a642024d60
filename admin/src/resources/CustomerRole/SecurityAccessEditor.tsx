import DeleteIcon from '@mui/icons-material/Delete';
import {
  Button,
  Card,
  CardContent,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import {
  Confirm,
  HttpError,
  useDataProvider,
  useGetList,
  useNotify,
  usePermissions,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { SelectField } from '../../form/widgets';
import { fieldLabel, type EntitySchema } from '../../schema';

const RESOURCE = 'security-accesses';

/**
 * A role's security access (spec 2 §6): the access types it has on entities beyond what their files allow, each
 * removable after a confirmation, and a row to add one. The entities are those of the registry, the access types
 * those the SecurityAccess entity accepts; the server checks both again.
 */
export function SecurityAccessEditor({ record }: { record: RaRecord }) {
  const { permissions } = usePermissions<EntitySchema[]>();
  const access = permissions?.find((e) => e.resource === RESOURCE);
  if (!permissions || !access?.operations.includes('list')) return null;
  return <Grants role={record} access={access} entities={permissions} />;
}

function Grants({ role, access, entities }: { role: RaRecord; access: EntitySchema; entities: EntitySchema[] }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const { data: grants = [], refetch } = useGetList(RESOURCE, {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'entityName', order: 'ASC' },
    filter: { customerRoleId: role.id },
  });
  const [entityName, setEntityName] = useState('');
  const [accessType, setAccessType] = useState('');
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<RaRecord | null>(null);
  const canCreate = access.operations.includes('create');
  const canDelete = access.operations.includes('delete');

  const entityLabel = (name: string) => {
    const entity = entities.find((e) => e.name === name);
    return entity ? translate(entity.label, { smart_count: 2, _: name }) : name;
  };
  const typeLabel = (type: string) => translate(`enums.accessType.${type}`, { _: type });
  const entityChoices = entities
    .map((e) => ({ value: e.name, label: entityLabel(e.name) }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const typeChoices = ((access.fields.accessType?.enum ?? []) as string[]).map((t) => ({
    value: t,
    label: typeLabel(t),
  }));

  const write = async (change: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await change();
      notify(done, { type: 'success', messageArgs: { smart_count: 1 } });
      await refetch();
      return true;
    } catch (err) {
      notify(err instanceof HttpError ? err.message : 'dashboard.notice.saveerror', { type: 'error' });
      return false;
    } finally {
      setBusy(false);
    }
  };
  const add = async () => {
    const data = { customerRoleId: role.id, entityName, accessType };
    if (await write(() => dataProvider.create(RESOURCE, { data }), 'ra.notification.created')) {
      setEntityName('');
      setAccessType('');
    }
  };
  const remove = async () => {
    const grant = removing;
    setRemoving(null);
    if (grant)
      await write(
        () => dataProvider.delete(RESOURCE, { id: grant.id, previousData: grant }),
        'ra.notification.deleted',
      );
  };

  return (
    <Card sx={{ mt: 2 }} data-testid="security-access">
      <CardContent>
        <Typography variant="h6" gutterBottom>
          {translate('role.securityaccess.title')}
        </Typography>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate(fieldLabel(access, 'entityName'))}</TableCell>
              <TableCell>{translate(fieldLabel(access, 'accessType'))}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {grants.length === 0 && (
              <TableRow>
                <TableCell colSpan={3}>{translate('role.securityaccess.empty')}</TableCell>
              </TableRow>
            )}
            {grants.map((g) => (
              <TableRow key={g.id} data-grant={`${g.entityName}:${g.accessType}`}>
                <TableCell>{entityLabel(g.entityName)}</TableCell>
                <TableCell>{typeLabel(g.accessType)}</TableCell>
                <TableCell align="right">
                  {canDelete && (
                    <IconButton
                      color="error"
                      size="small"
                      disabled={busy}
                      aria-label={translate('ra.action.delete')}
                      onClick={() => setRemoving(g)}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {canCreate && (
          <Stack direction="row" spacing={1} alignItems="center" sx={{ mt: 2 }}>
            <SelectField
              id="securityaccess_entity"
              label={translate(fieldLabel(access, 'entityName'))}
              value={entityName}
              choices={entityChoices}
              onChange={setEntityName}
              required
              disabled={busy}
            />
            <SelectField
              id="securityaccess_type"
              label={translate(fieldLabel(access, 'accessType'))}
              value={accessType}
              choices={typeChoices}
              onChange={setAccessType}
              required
              disabled={busy}
            />
            <Button variant="contained" disabled={busy || !entityName || !accessType} onClick={add}>
              {translate('ra.action.add')}
            </Button>
          </Stack>
        )}
      </CardContent>
      <Confirm
        isOpen={removing !== null}
        title="role.securityaccess.delete_title"
        content="role.securityaccess.delete_content"
        translateOptions={{
          entity: removing ? entityLabel(removing.entityName) : '',
          access: removing ? typeLabel(removing.accessType) : '',
        }}
        onConfirm={remove}
        onClose={() => setRemoving(null)}
      />
    </Card>
  );
}
