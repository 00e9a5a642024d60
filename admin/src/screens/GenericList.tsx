import { Card } from '@mui/material';
import { useCallback, useMemo } from 'react';
import {
  CreateButton,
  HttpError,
  RecordContextProvider,
  Title,
  TopToolbar,
  useDelete,
  useListController,
  useNotify,
  useStore,
  useTranslate,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { CalculatedValue } from '../display/FieldValue';
import { BulkBar } from '../list/BulkBar';
import { ColumnChooser } from '../list/ColumnChooser';
import { ExportMenu } from '../list/ExportMenu';
import { FilterBar } from '../list/FilterBar';
import { SavedViews } from '../list/SavedViews';
import { useListWork } from '../list/useListWork';
import { overrideOf } from '../resources';
import { fieldLabel } from '../schema';
import { useScreen } from '../screen';
import { parseTokens, rowValue, type CalcColumns } from '../table/calc';
import { DataTable, type Row, type TableColumn } from '../table/DataTable';
import { DEFAULT_PAGE_SIZE } from '../table/pager';
import { relationColumns } from '../title';
import { useDocumentTitle } from '../useDocumentTitle';
import { Column } from './fields';
import { InlineCell } from './InlineCell';

/**
 * The list screen of any entity in the data table of spec 3, async mode: the server pages, sorts and searches (its
 * x-list search columns, from 3 characters); what the path pins is a permanent filter (Receipts: isReceipt true;
 * CoinContract/List/7: coinId 7). Calculated columns and the footer come from x-list; its inline columns are edited
 * in the table; a row opens its update screen; delete asks first. An entity's own list (resources/) replaces it.
 */
export default function GenericList() {
  const { entity } = useScreen();
  const Override = overrideOf(entity).list;
  return Override ? <Override /> : <EntityList />;
}

function EntityList() {
  const { entity, screen, pinned, createPath, updatePath } = useScreen();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [remove] = useDelete();
  const title = translate(entity.label, { smart_count: 2, _: entity.name });
  const extra = overrideOf(entity).listExtra;
  useDocumentTitle(title);
  // The columns chosen for this screen (useListWork keeps them): their relations' titles come with the page.
  const [chosen] = useStore<string[] | undefined>(`columns.${screen.base}`, undefined);
  const list = useListController({
    resource: entity.resource,
    storeKey: `list:${screen.base}`,
    sort: entity.list.sort,
    perPage: DEFAULT_PAGE_SIZE,
    filter: pinned,
    // An operations list whose rows are at work (a backup being taken) is read again every second.
    queryOptions: {
      // The relation columns' titles come with the page (see dataProvider's ListMeta).
      meta: { titles: relationColumns(entity, chosen?.length ? chosen : entity.list.columns) },
      refetchInterval: (query: { state: { data?: { data?: Row[] } } }) =>
        extra?.poll?.(query.state.data?.data) ? 1000 : false,
    },
  });

  const work = useListWork(entity, screen.base, list, pinned);

  const calculated = useMemo<CalcColumns>(
    () => Object.fromEntries(entity.list.computed.map((c) => [c.name, parseTokens(c.calc)])),
    [entity],
  );
  const canUpdate = entity.operations.includes('update');
  const columns = useMemo<TableColumn[]>(
    () => [
      ...work.columns.map((field) => ({
        field,
        label: translate(fieldLabel(entity, field), { _: field }),
        sortable: !field.includes('.'),
        render: (row: Row) => (
          <RecordContextProvider value={row}>
            {canUpdate && entity.list.inline.includes(field) ? (
              <InlineCell entity={entity} field={field} record={row} />
            ) : (
              <Column entity={entity} source={field} />
            )}
          </RecordContextProvider>
        ),
      })),
      ...entity.list.computed.map((c) => ({
        field: c.name,
        label: translate(fieldLabel(entity, c.name), { _: c.name }),
        money: c.money,
        render: (row: Row) => (
          <CalculatedValue
            entity={entity}
            row={row}
            value={rowValue(calculated[c.name], row, calculated).toFixed()}
            money={c.money}
          />
        ),
      })),
      ...(extra ? [{ field: '_extra', label: translate(extra.label), sortable: false, render: extra.render }] : []),
    ],
    [entity, work.columns, translate, calculated, canUpdate, extra],
  );

  const deleteRow = useCallback(
    (row: Row) =>
      remove(
        entity.resource,
        { id: row.id, previousData: row },
        {
          mutationMode: 'pessimistic',
          onSuccess: () => notify('common.datadeletedsuccessfully', { type: 'success' }),
          onError: (err) =>
            notify(err instanceof HttpError ? err.message : 'common.error.general', {
              type: 'error',
              messageArgs: { _: translate('common.error.general') },
            }),
        },
      ),
    [remove, entity.resource, notify, translate],
  );

  const { q, ...otherFilters } = list.filterValues as { q?: string };
  return (
    // Sized by the page, never by the table: a wide table scrolls inside its card, even on a phone.
    <div style={{ contain: 'inline-size' }}>
      <Title title={title} />
      <TopToolbar sx={{ flexWrap: 'wrap' }}>
        <ColumnChooser entity={entity} visible={work.columns} onChange={work.setColumns} />
        <SavedViews entity={entity} current={work.view} onPick={work.pick} />
        <ExportMenu resource={entity.resource} query={work.query} />
        {entity.operations.includes('create') && <CreateButton to={createPath} />}
      </TopToolbar>
      <Card>
        <BulkBar
          entity={entity}
          selection={work.selection}
          total={list.total ?? 0}
          pageSelected={(list.data ?? []).length > 0 && (list.data ?? []).every((r) => list.selectedIds.includes(r.id))}
          query={work.query}
          rows={(list.data ?? []) as Row[]}
          onSelectAll={work.selectAll}
          onClear={work.clearSelection}
          onDone={() => {
            work.clearSelection();
            list.refetch();
          }}
        />
        <DataTable
          testId="list-table"
          columns={columns}
          rows={(list.data ?? []) as Row[]}
          total={list.total ?? 0}
          page={list.page}
          perPage={list.perPage}
          onPage={list.setPage}
          loading={list.isFetching}
          search={
            entity.list.search.length
              ? {
                  value: q ?? '',
                  onChange: (text) => list.setFilters({ ...otherFilters, ...(text ? { q: text } : {}) }),
                }
              : undefined
          }
          toolbar={
            <FilterBar entity={entity} values={otherFilters} onChange={(f) => list.setFilters(q ? { ...f, q } : f)} />
          }
          checks={work.checks}
          filtered={Object.keys(list.filterValues).length > 0}
          onClearFilter={() => list.setFilters({})}
          sort={list.sort}
          onSort={(field) =>
            list.setSort({
              field,
              order: list.sort.field === field && list.sort.order === 'ASC' ? 'DESC' : 'ASC',
            })
          }
          onRowClick={(row) => navigate(updatePath(row.id))}
          onDelete={entity.operations.includes('delete') ? deleteRow : undefined}
          deleteRefusal={(row) => (row._locked as string | null) ?? undefined}
          summary={entity.list.summary.length ? parseTokens(entity.list.summary) : undefined}
          calculated={calculated}
        />
      </Card>
    </div>
  );
}
