import ClearIcon from '@mui/icons-material/FilterAltOff';
import DeleteIcon from '@mui/icons-material/Delete';
import SearchIcon from '@mui/icons-material/Search';
import {
  Box,
  Button,
  Checkbox,
  CircularProgress,
  IconButton,
  InputAdornment,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableRow,
  TableSortLabel,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import { Confirm, useLocaleState, useTranslate } from 'react-admin';
import { formatMoney } from '../format';
import { summary, type CalcColumns, type Token } from './calc';
import { Pager } from './Pager';
import { searchable } from './search';

export type Row = Record<string, unknown> & { id: string | number };

export interface TableColumn {
  /** The column's field; a dotted path reaches nested values. */
  field: string;
  label: string;
  render(row: Row): ReactNode;
  sortable?: boolean;
  /** Shown with thousands separators (a calculated money column, a footer sum). */
  money?: boolean;
}

export interface DataTableProps {
  columns: TableColumn[];
  rows: Row[];
  total: number;
  page: number;
  perPage: number;
  onPage(page: number): void;
  loading?: boolean;
  /** The search box (only when the table is searchable): its text, reported from 3 characters or when cleared. */
  search?: { value: string; onChange(text: string): void };
  /** A filter is applied: the clear-filter button shows. */
  filtered?: boolean;
  onClearFilter?(): void;
  sort?: { field: string; order: 'ASC' | 'DESC' };
  onSort?(field: string): void;
  onRowClick?(row: Row): void;
  /** Row delete, behind the spec's warning confirmation. */
  onDelete?(row: Row): Promise<void> | void;
  /** Rows that cannot be deleted (a locked record): their delete button is disabled with the reason. */
  deleteRefusal?(row: Row): string | undefined;
  /** Selection: a row click toggles it; single replaces the selection, multiple accumulates. */
  selection?: { mode: 'single' | 'multiple'; selected: Row['id'][]; onChange(ids: Row['id'][]): void };
  /** Check boxes for work on several rows (bulk actions), the header's for the whole page; a row click still opens it. */
  checks?: { selected: Row['id'][]; onChange(ids: Row['id'][]): void };
  /** More controls in the bar above the table, after the search box (filters, columns, views). */
  toolbar?: ReactNode;
  /** Footer summary tokens over the shown rows, with the calculated columns they may name. */
  summary?: Token[];
  calculated?: CalcColumns;
  footerAction?: ReactNode;
  testId?: string;
}

/**
 * The data table of spec 3: search from 3 characters, clear filter, 'no record found', a loading overlay over the
 * rows, a pager only when there are more rows than a page, sortable headers, row edit and delete with a confirmation,
 * selection, and a footer with summaries. The caller decides where rows come from (the server, or a local list).
 */
export function DataTable(props: DataTableProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [deleting, setDeleting] = useState<Row>();
  const { columns, rows, selection } = props;
  const actions = Boolean(props.onDelete);

  const click = (row: Row) => {
    if (selection) {
      const on = selection.selected.includes(row.id);
      if (selection.mode === 'single') selection.onChange(on ? [] : [row.id]);
      else selection.onChange(on ? selection.selected.filter((id) => id !== row.id) : [...selection.selected, row.id]);
    } else props.onRowClick?.(row);
  };

  const footer = props.summary?.length ? summary(props.summary, rows, props.calculated) : undefined;
  const width = columns.length + (selection ? 1 : 0) + (props.checks ? 1 : 0) + (actions ? 1 : 0);
  const checks = props.checks;
  const ticked = rows.filter((r) => checks?.selected.includes(r.id)).length;
  const tickPage = (on: boolean) => {
    const page = new Set(rows.map((r) => r.id));
    const others = checks!.selected.filter((id) => !page.has(id));
    checks!.onChange(on ? [...others, ...page] : others);
  };
  const tick = (id: Row['id']) =>
    checks!.onChange(
      checks!.selected.includes(id) ? checks!.selected.filter((s) => s !== id) : [...checks!.selected, id],
    );

  return (
    <Box data-testid={props.testId ?? 'data-table'}>
      {(props.search || props.filtered || props.toolbar) && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', p: 1 }}>
          {props.search && <SearchBox {...props.search} />}
          {props.filtered && (
            <Button size="small" startIcon={<ClearIcon />} onClick={props.onClearFilter}>
              {translate('dashboard.table.clearfilter')}
            </Button>
          )}
          {props.toolbar}
        </Box>
      )}
      <Box sx={{ position: 'relative', overflowX: 'auto' }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              {selection && <TableCell padding="checkbox" />}
              {checks && (
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={rows.length > 0 && ticked === rows.length}
                    indeterminate={ticked > 0 && ticked < rows.length}
                    disabled={rows.length === 0}
                    onChange={(e) => tickPage(e.target.checked)}
                    slotProps={{ input: { 'aria-label': translate('dashboard.list.selectpage') } }}
                  />
                </TableCell>
              )}
              {columns.map((c) => (
                <TableCell key={c.field}>
                  {c.sortable && props.onSort ? (
                    <TableSortLabel
                      active={props.sort?.field === c.field}
                      direction={props.sort?.field === c.field && props.sort.order === 'ASC' ? 'asc' : 'desc'}
                      onClick={() => props.onSort!(c.field)}
                    >
                      {c.label}
                    </TableSortLabel>
                  ) : (
                    c.label
                  )}
                </TableCell>
              ))}
              {actions && <TableCell />}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => {
              const selected = selection?.selected.includes(row.id) ?? false;
              const refusal = props.deleteRefusal?.(row);
              return (
                <TableRow
                  key={row.id}
                  hover
                  selected={selected || (checks?.selected.includes(row.id) ?? false)}
                  onClick={() => click(row)}
                  sx={{ cursor: selection || props.onRowClick ? 'pointer' : undefined }}
                >
                  {selection && (
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={selected}
                        slotProps={{ input: { 'aria-label': translate('dashboard.table.select') } }}
                      />
                    </TableCell>
                  )}
                  {checks && (
                    <TableCell padding="checkbox" onClick={(e) => e.stopPropagation()}>
                      <Checkbox
                        checked={checks.selected.includes(row.id)}
                        onChange={() => tick(row.id)}
                        slotProps={{ input: { 'aria-label': translate('dashboard.table.select') } }}
                      />
                    </TableCell>
                  )}
                  {columns.map((c) => (
                    <TableCell key={c.field}>{c.render(row)}</TableCell>
                  ))}
                  {actions && (
                    <TableCell align="right" onClick={(e) => e.stopPropagation()}>
                      <Tooltip title={refusal ? translate(refusal) : translate('ra.action.delete')}>
                        <span>
                          <IconButton
                            size="small"
                            color="error"
                            aria-label={translate('ra.action.delete')}
                            disabled={Boolean(refusal)}
                            onClick={() => setDeleting(row)}
                          >
                            <DeleteIcon fontSize="small" />
                          </IconButton>
                        </span>
                      </Tooltip>
                    </TableCell>
                  )}
                </TableRow>
              );
            })}
            {!rows.length && !props.loading && (
              <TableRow>
                <TableCell colSpan={width}>
                  <Typography color="text.secondary" data-testid="no-record">
                    {translate('common.error.norecordfound')}
                  </Typography>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
          {(footer || props.footerAction) && (
            <TableFooter>
              <TableRow data-testid="table-summary">
                <TableCell colSpan={width}>
                  <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                    {footer?.labels.map((key) => (
                      <Typography key={key} variant="subtitle2" component="span">
                        {translate(key)}
                      </Typography>
                    ))}
                    {footer?.value && (
                      <Typography variant="subtitle2" component="span" data-testid="summary-value">
                        {formatMoney(footer.value.toFixed(), locale)}
                      </Typography>
                    )}
                    <Box sx={{ flex: 1 }} />
                    {props.footerAction}
                  </Box>
                </TableCell>
              </TableRow>
            </TableFooter>
          )}
        </Table>
        {props.loading && (
          <Box
            data-testid="table-loading"
            aria-label={translate('common.loading')}
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              bgcolor: 'action.disabledBackground',
              minHeight: 80,
            }}
          >
            <CircularProgress size={32} />
          </Box>
        )}
      </Box>
      {props.total > props.perPage && (
        <Pager total={props.total} page={props.page} perPage={props.perPage} onPage={props.onPage} />
      )}
      <Confirm
        isOpen={Boolean(deleting)}
        title="content.remove_alert_title"
        content="page.remove_alert_message"
        confirm="ra.boolean.true"
        cancel="ra.boolean.false"
        confirmColor="warning"
        onConfirm={async () => {
          const row = deleting!;
          setDeleting(undefined);
          await props.onDelete?.(row);
        }}
        onClose={() => setDeleting(undefined)}
      />
    </Box>
  );
}

/** The search box: the table searches from 3 characters, a moment after typing stops; clearing it clears the search. */
function SearchBox({ value, onChange }: { value: string; onChange(text: string): void }) {
  const translate = useTranslate();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text === value || (text.trim() !== '' && !searchable(text))) return;
    const timer = setTimeout(() => onChange(text.trim()), 350);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);
  return (
    <TextField
      size="small"
      value={text}
      placeholder={translate('ra.action.search')}
      onChange={(e) => setText(e.target.value)}
      helperText={text.trim() !== '' && !searchable(text) ? translate('dashboard.table.minsearch') : ' '}
      slotProps={{
        htmlInput: { 'aria-label': translate('ra.action.search') },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
