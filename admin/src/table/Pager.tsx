import { Box, Button, ButtonGroup, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatInteger } from '../format';
import { pager } from './pager';

/**
 * The pager of spec 3 §4: first, previous, at most 10 page numbers around the current one, next and last; the
 * boundary buttons are disabled on the first and last pages.
 */
export function Pager({
  total,
  page,
  perPage,
  onPage,
}: {
  total: number;
  page: number;
  perPage: number;
  onPage(page: number): void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const p = pager(total, page, perPage);
  const first = p.currentPage === 1;
  const last = p.currentPage === p.totalPages;
  return (
    <Box
      component="nav"
      aria-label={translate('dashboard.table.pages')}
      sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 1, flexWrap: 'wrap' }}
    >
      <ButtonGroup size="small" variant="outlined">
        <Button disabled={first} onClick={() => onPage(1)}>
          {translate('dashboard.table.first')}
        </Button>
        <Button disabled={first} onClick={() => onPage(p.currentPage - 1)}>
          {translate('dashboard.table.previous')}
        </Button>
        {p.pages.map((n) => (
          <Button
            key={n}
            variant={n === p.currentPage ? 'contained' : 'outlined'}
            aria-current={n === p.currentPage ? 'page' : undefined}
            aria-label={translate('dashboard.table.page', { page: n })}
            onClick={() => onPage(n)}
          >
            {formatInteger(n, locale, false)}
          </Button>
        ))}
        <Button disabled={last} onClick={() => onPage(p.currentPage + 1)}>
          {translate('dashboard.table.next')}
        </Button>
        <Button disabled={last} onClick={() => onPage(p.totalPages)}>
          {translate('dashboard.table.last')}
        </Button>
      </ButtonGroup>
      <Typography variant="body2" color="text.secondary" data-testid="pager-range">
        {translate('dashboard.table.range', { from: p.startIndex + 1, to: p.endIndex + 1, total })}
      </Typography>
    </Box>
  );
}
