import { Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider, useLocaleState, useTranslate, type RaRecord } from 'react-admin';
import { formatDate } from '../format';
import type { HistoryEntry, SarayDataProvider } from '../providers/dataProvider';
import { fieldLabel, type EntitySchema } from '../schema';

/** Who created and changed the record, when, and each changed field before and after. */
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
  const show = (v: unknown) =>
    v === null || v === undefined ? '—' : typeof v === 'object' ? JSON.stringify(v) : String(v);
  return (
    <Card sx={{ mt: 2 }} data-testid="history">
      <CardContent>
        <Typography variant="h6">{translate('dashboard.history.title')}</Typography>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('dashboard.history.when')}</TableCell>
              <TableCell>{translate('dashboard.history.who')}</TableCell>
              <TableCell>{translate('dashboard.history.what')}</TableCell>
              <TableCell>{translate('dashboard.history.changes')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {entries.map((h) => (
              <TableRow key={h.id}>
                <TableCell>{formatDate(h.createdAt, locale, true)}</TableCell>
                <TableCell>{h.actorName ?? '—'}</TableCell>
                <TableCell>
                  {h.action
                    ? translate(entity.rules.actions?.[h.action]?.label ?? h.action, { _: h.action })
                    : translate(`dashboard.history.${h.operation}`)}
                </TableCell>
                <TableCell>
                  {Object.entries(h.changes ?? {})
                    .map(
                      ([f, c]) => `${translate(fieldLabel(entity, f), { _: f })}: ${show(c.before)} → ${show(c.after)}`,
                    )
                    .join(' · ')}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
