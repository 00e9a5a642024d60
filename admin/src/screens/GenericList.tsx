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
  useLocaleState,
  useNotify,
  useTranslate,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { formatMoney } from '../format';
import { LIST_EXTRAS } from '../ops';
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
 * in the table; a row opens its update screen; delete asks first.
 */
export default function GenericList() {
  const { entity, screen, pinned, createPath, updatePath } = useScreen();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const navigate = useNavigate();
  const [remove] = useDelete();
  const title = translate(entity.label, { smart_count: 2, _: entity.name });
  const extra = LIST_EXTRAS[entity.name];
  useDocumentTitle(title);
  const list = useListController({
    resource: entity.resource,
    storeKey: `list:${screen.base}`,
    sort: entity.list.sort,
    perPage: DEFAULT_PAGE_SIZE,
    filter: pinned,
    // An operations list whose rows are at work (a backup being taken) is read again every second.
    queryOptions: {
      // The relation columns' titles come with the page (see dataProvider's ListMeta).
      meta: { titles: relationColumns(entity, entity.list.columns) },
      refetchInterval: (query: { state: { data?: { data?: Row[] } } }) =>
        extra?.poll?.(query.state.data?.data) ? 1000 : false,
    },
  });

  const calculated = useMemo<CalcColumns>(
    () => Object.fromEntries(entity.list.computed.map((c) => [c.name, parseTokens(c.calc)])),
    [entity],
  );
  const canUpdate = entity.operations.includes('update');
  const columns = useMemo<TableColumn[]>(
    () => [
      ...entity.list.columns.map((field) => ({
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
        render: (row: Row) => {
          const value = rowValue(calculated[c.name], row, calculated).toFixed();
          return c.money ? formatMoney(value, locale) : value;
        },
      })),
      ...(extra ? [{ field: '_extra', label: translate(extra.label), sortable: false, render: extra.render }] : []),
    ],
    [entity, translate, locale, calculated, canUpdate, extra],
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
    <div>
      <Title title={title} />
      <TopToolbar>{entity.operations.includes('create') && <CreateButton to={createPath} />}</TopToolbar>
      <Card>
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
