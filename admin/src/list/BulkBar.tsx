import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, CircularProgress, Paper, Typography } from '@mui/material';
import { useState } from 'react';
import {
  Confirm,
  HttpError,
  useDataProvider,
  useNotify,
  useTranslate,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import type { EntitySchema } from '../schema';
import { BulkReport } from './BulkReport';
import { ExportMenu, type ExportQuery } from './ExportMenu';
import { MAX_BULK, runBulk, type BulkResult } from './listWork';
import { recordTitle } from './recordTitle';

export interface Selection {
  ids: Identifier[];
  /** Every record the filter matches, not only those ticked. */
  allMatching: boolean;
}

/**
 * What can be done with the rows ticked (or every row the filter matches): delete, each of the entity's rule
 * actions, export (drawn while anything is selected). Delete and irreversible actions ask first. The server runs each record on its own and answers
 * what it did and what it refused, with reasons; the report shows both.
 */
export function BulkBar({
  entity,
  selection,
  total,
  pageSelected,
  query,
  rows,
  onSelectAll,
  onClear,
  onDone,
}: {
  entity: EntitySchema;
  selection: Selection;
  total: number;
  /** Every row of the page is ticked (selecting all matching is offered then). */
  pageSelected: boolean;
  query: ExportQuery;
  /** The records on the page, to name the refused ones. */
  rows: RaRecord[];
  onSelectAll(): void;
  onClear(): void;
  onDone(): void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const [asking, setAsking] = useState<string>();
  const [running, setRunning] = useState<string>();
  const [report, setReport] = useState<{ action: string; result: BulkResult; names: Map<number, string> }>();
  const count = selection.allMatching ? total : selection.ids.length;
  const tooMany = count > MAX_BULK;
  const actions = entity.operations.includes('update') ? Object.entries(entity.rules.actions ?? {}) : [];
  const label = (action: string) =>
    action === 'delete'
      ? translate('ra.action.delete')
      : translate(entity.rules.actions?.[action]?.label ?? action, { _: action });
  const asks = (action: string) => action === 'delete' || Boolean(entity.rules.actions?.[action]?.irreversible);

  // Every matching record's id (at most MAX_BULK, which tooMany keeps to), read from the list in its order.
  const ids = async (): Promise<number[]> => {
    if (!selection.allMatching) return selection.ids.map(Number);
    const { data } = await dataProvider.getList(entity.resource, {
      filter: query.filter,
      sort: query.sort,
      pagination: { page: 1, perPage: MAX_BULK },
    });
    return data.map((r) => Number(r.id));
  };
  const run = async (action: string) => {
    setAsking(undefined);
    setRunning(action);
    try {
      // Titles are taken before the run: a deleted record leaves the list, and its name with it.
      const names = new Map(rows.map((r) => [Number(r.id), recordTitle(entity.title, r)]));
      setReport({ action, result: await runBulk(entity.resource, action, await ids()), names });
      onDone();
    } catch (err) {
      notify(err instanceof HttpError ? err.message : 'dashboard.notice.saveerror', { type: 'error' });
    } finally {
      setRunning(undefined);
    }
  };

  const exportQuery: ExportQuery = selection.allMatching
    ? query
    : { ...query, filter: { ...query.filter, id: selection.ids } };
  return (
    <>
      {count > 0 && (
        <Paper
          variant="outlined"
          role="toolbar"
          aria-label={translate('dashboard.list.bulk')}
          data-testid="bulk-bar"
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1,
            alignItems: 'center',
            p: 1,
            mx: 1,
            mb: 1,
            bgcolor: 'action.selected',
          }}
        >
          <Typography variant="subtitle2" component="span" data-testid="bulk-count">
            {selection.allMatching
              ? translate('dashboard.list.allselected', { total })
              : translate('dashboard.list.selected', { smart_count: count })}
          </Typography>
          {pageSelected && !selection.allMatching && total > selection.ids.length && (
            <Button size="small" onClick={onSelectAll}>
              {translate('dashboard.list.selectall', { total })}
            </Button>
          )}
          <Button size="small" onClick={onClear}>
            {translate('dashboard.list.clearselection')}
          </Button>
          <Box sx={{ flex: 1 }} />
          {tooMany && (
            <Typography variant="caption" color="text.secondary">
              {translate('dashboard.list.toomany', { max: MAX_BULK })}
            </Typography>
          )}
          {actions.map(([name]) => (
            <Button
              key={name}
              size="small"
              variant="outlined"
              data-bulk={name}
              disabled={Boolean(running) || tooMany}
              startIcon={running === name ? <CircularProgress size={14} /> : undefined}
              onClick={() => (asks(name) ? setAsking(name) : run(name))}
            >
              {label(name)}
            </Button>
          ))}
          {entity.operations.includes('delete') && (
            <Button
              size="small"
              variant="outlined"
              color="error"
              data-bulk="delete"
              disabled={Boolean(running) || tooMany}
              startIcon={running === 'delete' ? <CircularProgress size={14} /> : <DeleteIcon />}
              onClick={() => setAsking('delete')}
            >
              {label('delete')}
            </Button>
          )}
          <ExportMenu resource={entity.resource} query={exportQuery} />
        </Paper>
      )}
      <Confirm
        isOpen={asking !== undefined}
        title={asking ? label(asking) : ''}
        content={asking === 'delete' ? 'dashboard.list.confirmdelete' : 'dashboard.list.confirmaction'}
        contentTranslateOptions={{ smart_count: count, action: asking ? label(asking) : '' }}
        confirmColor="warning"
        onConfirm={() => asking && run(asking)}
        onClose={() => setAsking(undefined)}
      />
      {report && (
        <BulkReport
          title={label(report.action)}
          result={report.result}
          nameOf={(id) => {
            const name = report.names.get(id);
            return name && !name.startsWith('#') ? name : undefined;
          }}
          onClose={() => setReport(undefined)}
        />
      )}
    </>
  );
}
