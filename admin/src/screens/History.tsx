import { Card, CardContent, Typography } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { useDataProvider, useLocaleState, useTranslate, type RaRecord } from 'react-admin';
import { showValue } from '../display/showValue';
import { useCurrency } from '../display/useCurrency';
import { formatDate } from '../format';
import type { HistoryEntry, SarayDataProvider } from '../providers/dataProvider';
import { fieldLabel, type EntitySchema } from '../schema';
import { DataTable, type TableColumn } from '../table/DataTable';
import { useLocalTable } from '../table/useLocalTable';

/**
 * Who created and changed the record, when (in the reader's calendar and time zone), and each changed field before
 * and after, shown as the record's screens show them.
 */
export function History({ entity, record }: { entity: EntitySchema; record: RaRecord }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<SarayDataProvider>();
  const [entries, setEntries] = useState<HistoryEntry[]>([]);
  useEffect(() => {
    let live = true;
    dataProvider
      .history(entity.resource, { id: record.id })
      .then(({ data }) => live && setEntries(data))
      .catch(() => live && setEntries([]));
    return () => {
      live = false;
    };
  }, [dataProvider, entity.resource, record.id, record.version]);
  const currency = useCurrency(entity, record);
  // Values as the record's screens show them: amounts in its coin, dates in the reader's calendar and time zone.
  const show = (field: string, v: unknown) =>
    v === null || v === undefined || v === ''
      ? '—'
      : showValue(entity.fields[field] ?? {}, v, { locale, translate, currency, source: field });
  // Searchable text per entry: what the table shows, so the search finds what the reader sees.
  const rows = useMemo(
    () =>
      entries.map((h) => ({
        id: h.id,
        when: formatDate(h.createdAt, locale, true),
        who: h.actorName ?? '—',
        what: h.action
          ? translate(entity.rules.actions?.[h.action]?.label ?? h.action, { _: h.action })
          : translate(`dashboard.history.${h.operation}`),
        changes: Object.entries(h.changes ?? {})
          .map(([f, c]) => `${translate(fieldLabel(entity, f), { _: f })}: ${show(f, c.before)} → ${show(f, c.after)}`)
          .join(' · '),
      })),
    [entries, locale, translate, entity, currency],
  );
  const table = useLocalTable(rows);
  const columns: TableColumn[] = (['when', 'who', 'what', 'changes'] as const).map((field) => ({
    field,
    label: translate(`dashboard.history.${field}`),
    render: (row) => String(row[field]),
  }));
  return (
    <Card sx={{ mt: 2 }} data-testid="history">
      <CardContent>
        <Typography variant="h6">{translate('dashboard.history.title')}</Typography>
        <DataTable
          testId="history-table"
          columns={columns}
          rows={table.rows}
          total={table.total}
          page={table.page}
          perPage={table.perPage}
          onPage={table.setPage}
          search={table.search}
          filtered={table.filtered}
          onClearFilter={table.clear}
        />
      </CardContent>
    </Card>
  );
}
