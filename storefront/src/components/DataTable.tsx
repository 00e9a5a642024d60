import type { ReactNode } from 'react';
import { LIST_PAGE_SIZES, type ListView } from '@saray/contracts/storefront/state';
import { useStorefront } from '../context';
import { localDigits } from '../format';
import { listHref, pageCount, sortChange, type ListChange } from '../list-query';

export interface DataColumn {
  field: string;
  label: string;
}

type Row = Record<string, unknown>;

/** The search box: a GET form, so it works before the page's script runs and the address keeps the search. */
function ListSearch({ list, path }: { list: ListView; path: string }) {
  const { t } = useStorefront();
  return (
    <form className="list-search" role="search" method="get" action={path}>
      <input
        type="search"
        name="q"
        defaultValue={list.q}
        maxLength={100}
        aria-label={t('storefront.list.searchlabel')}
        placeholder={t('storefront.list.searchlabel')}
      />
      {list.sort && <input type="hidden" name="sort" value={list.sort} />}
      {list.sort && <input type="hidden" name="order" value={list.order} />}
      {list.size !== LIST_PAGE_SIZES[0] && <input type="hidden" name="size" value={list.size} />}
      <button type="submit" className="button">
        {t('storefront.list.search')}
      </button>
      {list.q && (
        <a className="list-clear" href={listHref(path, list, { q: '' })}>
          {t('storefront.list.clear')}
        </a>
      )}
    </form>
  );
}

/** Previous and next, where the list is, how many rows it has, and how many a page shows. */
function Pager({ list, path }: { list: ListView; path: string }) {
  const { state, t } = useStorefront();
  const pages = pageCount(list);
  const digits = (n: number) => localDigits(n, state.lang);
  const step = (page: number, label: string, rel: string) =>
    page >= 1 && page <= pages && page !== list.page ? (
      <a className="button button--small" href={listHref(path, list, { page })} rel={rel}>
        {label}
      </a>
    ) : (
      <span className="button button--small" aria-disabled="true">
        {label}
      </span>
    );
  return (
    <nav className="pager" aria-label={t('storefront.list.pages')}>
      {pages > 1 && step(list.page - 1, t('storefront.list.previous'), 'prev')}
      <span>{t('storefront.list.pageof', { page: digits(list.page), pages: digits(pages) })}</span>
      {pages > 1 && step(list.page + 1, t('storefront.list.next'), 'next')}
      <span className="muted">{t('storefront.list.total', { total: digits(list.total) })}</span>
      {list.total > LIST_PAGE_SIZES[0] && (
        <form className="pager-size" method="get" action={path}>
          {list.q && <input type="hidden" name="q" value={list.q} />}
          {list.sort && <input type="hidden" name="sort" value={list.sort} />}
          {list.sort && <input type="hidden" name="order" value={list.order} />}
          <label>
            <span>{t('storefront.list.pagesize')}</span>
            <select name="size" defaultValue={list.size} onChange={(e) => e.currentTarget.form?.requestSubmit()}>
              {LIST_PAGE_SIZES.map((n) => (
                <option key={n} value={n}>
                  {digits(n)}
                </option>
              ))}
            </select>
          </label>
          <noscript>
            <button type="submit" className="button button--small">
              {t('storefront.list.show')}
            </button>
          </noscript>
        </form>
      )}
    </nav>
  );
}

/**
 * A list of records as a table the server pages, searches and sorts: every control is a link or a GET form on
 * ?q=&sort=&order=&page=&size=, so each state has its address (back and forward, a bookmark, a page without its
 * script) and the server, which reads the same parameters, decides what is shown. A sortable column's header is its
 * link and carries aria-sort. On a phone each row becomes a card whose cells name their column (data-label).
 */
export function DataTable({
  columns,
  rows,
  list,
  cell,
  actions,
  empty,
  testId,
}: {
  columns: DataColumn[];
  rows: Row[];
  /** The server's paging of `rows`; without it the table shows just the rows. */
  list?: ListView;
  cell: (row: Row, column: DataColumn) => ReactNode;
  /** A last column of buttons for each row, with the name screen readers give it. */
  actions?: { label: string; render: (row: Row) => ReactNode };
  empty: string;
  testId?: string;
}) {
  const { state, t } = useStorefront();
  const path = state.route.path.split('?')[0];
  const link = (change: ListChange) => listHref(path, list!, change);
  const sortState = (field: string) =>
    list?.sort !== field ? 'none' : list.order === 'asc' ? 'ascending' : 'descending';
  return (
    <div className="data-list" data-testid={testId}>
      {list?.searchable && <ListSearch list={list} path={path} />}
      {!rows.length ? (
        <p className="muted">{list?.q ? t('storefront.list.nomatch', { q: list.q }) : empty}</p>
      ) : (
        <table className="data-table data-table--cards">
          <thead>
            <tr>
              {columns.map((c) =>
                list?.sortable.includes(c.field) ? (
                  <th key={c.field} scope="col" aria-sort={sortState(c.field)}>
                    <a className="sort-link" href={link(sortChange(list, c.field))}>
                      {c.label}
                      <span className="sort-mark" aria-hidden="true" />
                    </a>
                  </th>
                ) : (
                  <th key={c.field} scope="col">
                    {c.label}
                  </th>
                ),
              )}
              {actions && (
                <th scope="col">
                  <span className="visually-hidden">{actions.label}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <tr key={String(row.id ?? i)}>
                {columns.map((c) => (
                  <td key={c.field} data-label={c.label}>
                    {cell(row, c)}
                  </td>
                ))}
                {actions && <td className="data-table-actions">{actions.render(row)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {list && (rows.length > 0 || list.page > 1) && <Pager list={list} path={path} />}
    </div>
  );
}
