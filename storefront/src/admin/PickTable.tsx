import { useEffect, useState, type ReactNode } from 'react';
import { useStorefront } from '../context';
import { problemOf } from './admin-api';

export const PAGE_SIZE = 10;
/** Spec 3 §5 "Data table search": a search runs from 3 characters on (an empty box lists everything). */
const MIN_SEARCH = 3;

export interface Column<T> {
  label: string;
  cell: (row: T) => ReactNode;
}

/**
 * A searchable table of one kind of record, 10 rows a page, each row with a pick button (spec 3 §2, "Tables in the
 * add-existing-page dialog"). `load` answers one page (zero-based) and the total.
 */
export function PickTable<T>({
  name,
  columns,
  load,
  pick,
}: {
  name: string;
  columns: Column<T>[];
  load: (keyword: string, pageIndex: number) => Promise<{ rows: T[]; total: number }>;
  pick: (row: T) => void;
}) {
  const { t } = useStorefront();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [pageIndex, setPageIndex] = useState(0);
  const [result, setResult] = useState<{ rows: T[]; total: number } | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    let live = true;
    setError('');
    load(keyword, pageIndex).then(
      (r) => live && setResult(r),
      (err: unknown) => live && setError(problemOf(err, t('storefront.error.network')).message),
    );
    return () => {
      live = false;
    };
  }, [keyword, pageIndex]); // `load` and `t` are made anew on each render of the dialog; the query is what counts.
  const search = (text: string) => {
    setTyped(text);
    const next = text.trim().length >= MIN_SEARCH ? text.trim() : '';
    if (next !== keyword) {
      setKeyword(next);
      setPageIndex(0);
    }
  };
  const pages = Math.ceil((result?.total ?? 0) / PAGE_SIZE);
  const from = Math.max(0, Math.min(pageIndex - 4, pages - 10));
  const numbers = Array.from({ length: Math.min(pages, 10) }, (_, i) => from + i);
  return (
    <div className="pick-table" data-table={name}>
      <input
        type="search"
        className="pick-search"
        value={typed}
        placeholder={t('storefront.admin.picker.search')}
        aria-label={t('storefront.admin.picker.search')}
        onChange={(e) => search(e.target.value)}
      />
      {error && (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      )}
      {!result ? (
        <p aria-busy="true">{t('storefront.common.loading')}</p>
      ) : !result.rows.length ? (
        <p className="muted">{t('storefront.admin.picker.none')}</p>
      ) : (
        <div className="table-scroll">
          <table className="data-table">
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c.label}>{c.label}</th>
                ))}
                <th />
              </tr>
            </thead>
            <tbody>
              {result.rows.map((row, i) => (
                <tr key={i}>
                  {columns.map((c) => (
                    <td key={c.label}>{c.cell(row)}</td>
                  ))}
                  <td>
                    <button type="button" data-action="pick" onClick={() => pick(row)}>
                      {t('storefront.admin.picker.pick')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 && (
        <nav className="pager" aria-label={t('storefront.admin.picker.pagination')}>
          <button type="button" disabled={pageIndex === 0} onClick={() => setPageIndex(pageIndex - 1)}>
            {t('storefront.admin.picker.previous')}
          </button>
          {numbers.map((n) => (
            <button
              key={n}
              type="button"
              aria-current={n === pageIndex ? 'page' : undefined}
              onClick={() => setPageIndex(n)}
            >
              {n + 1}
            </button>
          ))}
          <button type="button" disabled={pageIndex >= pages - 1} onClick={() => setPageIndex(pageIndex + 1)}>
            {t('storefront.admin.picker.next')}
          </button>
        </nav>
      )}
    </div>
  );
}
