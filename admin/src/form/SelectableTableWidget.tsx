import {
  Box,
  Checkbox,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { useGetList, useGetMany, useTranslate } from 'react-admin';

/** Spec 3 §9: relation tables show pages of 10; a search runs from 3 characters. */
const PAGE = 10;
const MIN_SEARCH = 3;

/** Comma-separated ids ⇄ a list of numbers. */
const idList = (v: unknown): number[] =>
  String(v ?? '')
    .split(',')
    .filter((s) => /^\d+$/.test(s.trim()))
    .map(Number);

/**
 * Several related records (spec 3: selectabletable): a searchable table of the related entity, ten rows a page,
 * a check box per row. The chosen ones are listed above it on every page; the value is their ids, comma-separated.
 */
export function SelectableTableWidget(props: WidgetProps) {
  const { id, value, label, required, disabled, readonly, onChange, options } = props;
  const translate = useTranslate();
  const resource = options.resource as string;
  const title = (options.titleField as string | undefined) ?? 'id';
  const [page, setPage] = useState(0);
  const [text, setText] = useState('');
  const ids = idList(value);
  const locked = disabled || readonly;
  const q = text.trim().length >= MIN_SEARCH ? text.trim() : undefined;
  const { data = [], total = 0 } = useGetList(resource, {
    pagination: { page: page + 1, perPage: PAGE },
    sort: { field: title, order: 'ASC' },
    filter: q ? { q } : {},
  });
  const { data: chosen = [] } = useGetMany(resource, { ids });
  const set = (next: number[]) => onChange(next.length ? next.join(',') : null);
  const toggle = (rowId: number) => set(ids.includes(rowId) ? ids.filter((i) => i !== rowId) : [...ids, rowId]);
  return (
    <Box sx={{ my: 1 }} data-selectable={id}>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {label}
        {required ? ' *' : ''}
      </Typography>
      <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', minHeight: 32, mb: 1 }} data-testid="chosen">
        {chosen.map((r) => (
          <Chip
            key={r.id}
            size="small"
            label={String(r[title] ?? r.id)}
            onDelete={locked ? undefined : () => toggle(Number(r.id))}
          />
        ))}
      </Stack>
      <TextField
        size="small"
        label={translate('ra.action.search')}
        value={text}
        disabled={locked}
        onChange={(e) => {
          setText(e.target.value);
          setPage(0);
        }}
      />
      <Table size="small">
        <TableBody>
          {data.map((r) => (
            <TableRow
              key={r.id}
              hover
              // A click anywhere on the row toggles it; the check box's own click is its change.
              onClick={(e) => !locked && (e.target as HTMLElement).tagName !== 'INPUT' && toggle(Number(r.id))}
              sx={{ cursor: 'pointer' }}
            >
              <TableCell padding="checkbox">
                <Checkbox
                  checked={ids.includes(Number(r.id))}
                  disabled={locked}
                  onChange={() => toggle(Number(r.id))}
                  slotProps={{ input: { 'aria-label': String(r[title] ?? r.id) } }}
                />
              </TableCell>
              <TableCell>{String(r[title] ?? r.id)}</TableCell>
            </TableRow>
          ))}
          {data.length === 0 && (
            <TableRow>
              <TableCell colSpan={2}>{translate('common.error.norecordfound')}</TableCell>
            </TableRow>
          )}
        </TableBody>
        {total > PAGE && (
          <TableFooter>
            <TableRow>
              <TablePagination
                count={total}
                page={page}
                rowsPerPage={PAGE}
                rowsPerPageOptions={[]}
                onPageChange={(_, p) => setPage(p)}
                labelDisplayedRows={({ from, to, count }) =>
                  translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })
                }
                getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
              />
            </TableRow>
          </TableFooter>
        )}
      </Table>
    </Box>
  );
}
