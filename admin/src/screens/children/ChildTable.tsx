import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button } from '@mui/material';
import { useCallback, useMemo, useState } from 'react';
import {
  HttpError,
  RecordContextProvider,
  useDelete,
  useGetList,
  useNotify,
  useRefresh,
  useTranslate,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { fieldLabel, type ChildSchema, type EntitySchema } from '../../schema';
import { DataTable, type Row, type TableColumn } from '../../table/DataTable';
import { DEFAULT_PAGE_SIZE } from '../../table/pager';
import { Column } from '../fields';
import { ChildDialog } from './ChildDialog';

interface Props {
  record: RaRecord;
  child: ChildSchema;
  /** The children's entity, as the caller may use it. */
  target: EntitySchema;
}

/**
 * One child collection of a record: its own table (server-side sort, pager and search), a create button whose form
 * has the parent fixed, and edit and delete in a dialog. A child whose writes the server ties to its parent's state
 * (x-rules.parent) is read-only while the parent is locked, with the parent's reason.
 */
export function ChildTable({ record, child, target }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [remove] = useDelete();
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState(target.list.sort);
  const [q, setQ] = useState('');
  const [open, setOpen] = useState<{ id?: Identifier } | null>(null);
  const fixed = useMemo(() => ({ ...child.where, [child.field]: record.id }), [child, record.id]);
  const fields = useMemo(
    () => child.columns ?? target.list.columns.filter((c) => !(c in fixed)),
    [child.columns, target, fixed],
  );
  const { data, total, isFetching } = useGetList(target.resource, {
    pagination: { page, perPage: DEFAULT_PAGE_SIZE },
    sort,
    filter: { ...fixed, ...(q ? { q } : {}) },
    // The relation columns' titles come with the rows (one request for the page).
    meta: { titles: fields.filter((f) => target.fields[f]?.['x-relation']) },
  });
  const lockedBy = target.rules.parent?.field === child.field ? ((record._locked as string | null) ?? null) : null;
  const canCreate = target.operations.includes('create') && !lockedBy;
  const canDelete = target.operations.includes('delete') && !lockedBy;

  const columns = useMemo<TableColumn[]>(
    () =>
      fields.map((field) => ({
        field,
        label: translate(fieldLabel(target, field), { _: field }),
        sortable: true,
        render: (row: Row) => (
          <RecordContextProvider value={row}>
            <Column entity={target} source={field} />
          </RecordContextProvider>
        ),
      })),
    [fields, target, translate],
  );
  const deleteRow = useCallback(
    (row: Row) =>
      remove(
        target.resource,
        { id: row.id, previousData: row },
        {
          mutationMode: 'pessimistic',
          onSuccess: () => {
            notify('common.datadeletedsuccessfully', { type: 'success' });
            refresh();
          },
          onError: (err) => notify(err instanceof HttpError ? err.message : 'common.error.general', { type: 'error' }),
        },
      ),
    [remove, target.resource, notify, refresh],
  );

  return (
    <Box data-child={child.name}>
      {lockedBy && (
        <Alert severity="info" sx={{ mb: 1 }} data-testid="child-readonly">
          {translate('dashboard.record.readonlyparent', { reason: translate(lockedBy) })}
        </Alert>
      )}
      {canCreate && (
        <Button startIcon={<AddIcon />} onClick={() => setOpen({})} data-testid="child-create">
          {translate('ra.action.create')}
        </Button>
      )}
      <DataTable
        testId={`child-table-${child.name}`}
        columns={columns}
        rows={(data ?? []) as Row[]}
        total={total ?? 0}
        page={page}
        perPage={DEFAULT_PAGE_SIZE}
        onPage={setPage}
        loading={isFetching}
        search={
          target.list.search.length
            ? {
                value: q,
                onChange: (text) => {
                  setQ(text);
                  setPage(1);
                },
              }
            : undefined
        }
        sort={sort}
        onSort={(field) => setSort({ field, order: sort.field === field && sort.order === 'ASC' ? 'DESC' : 'ASC' })}
        onRowClick={(row) => setOpen({ id: row.id })}
        onDelete={canDelete ? deleteRow : undefined}
        deleteRefusal={(row) => (row._locked as string | null) ?? undefined}
      />
      {open && (
        <ChildDialog
          target={target}
          id={open.id}
          fixed={fixed}
          lockedBy={lockedBy}
          onClose={() => setOpen(null)}
          onSaved={() => {
            setOpen(null);
            refresh();
          }}
        />
      )}
    </Box>
  );
}
