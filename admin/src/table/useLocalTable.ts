import { useEffect, useMemo, useState } from 'react';
import { DEFAULT_PAGE_SIZE, pager } from './pager';
import { searchRows } from './search';

/**
 * A data table in sync mode (spec 3 §4): a local list searched (case-insensitive, in the given columns or every text
 * column) and paged in the browser. A new list or a new search goes back to the first page.
 */
export function useLocalTable<T extends Record<string, unknown>>(
  rows: readonly T[],
  searchColumns: readonly string[] = [],
  perPage = DEFAULT_PAGE_SIZE,
) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const found = useMemo(() => searchRows(rows, search, searchColumns), [rows, search, searchColumns]);
  useEffect(() => setPage(1), [rows, search]);
  const p = pager(found.length, page, perPage);
  return {
    rows: found.slice(p.startIndex, p.startIndex + p.pageSize),
    total: found.length,
    page: p.currentPage,
    perPage: p.pageSize,
    setPage,
    search: { value: search, onChange: setSearch },
    filtered: search !== '',
    clear: () => setSearch(''),
  };
}
