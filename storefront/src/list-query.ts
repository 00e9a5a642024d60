import { LIST_PAGE_SIZES, type ListView } from '@saray/contracts/storefront/state';

/** What a list link changes: a new search, column, order, page or size. */
export type ListChange = Partial<Pick<ListView, 'q' | 'sort' | 'order' | 'page' | 'size'>>;

/**
 * The address of a list after `change`, as ?q=&sort=&order=&page=&size= on `path`: parts at their default are left
 * out, so the first page of an unsorted list is the bare path. A new search, order or size starts again at page 1.
 *
 * @example listHref('/en/account/mypayments', list, { sort: 'amount', order: 'desc' })
 *   // '/en/account/mypayments?sort=amount&order=desc'
 */
export function listHref(path: string, list: ListView, change: ListChange): string {
  const restart = 'q' in change || 'sort' in change || 'order' in change || 'size' in change;
  const next = { ...list, ...(restart ? { page: 1 } : {}), ...change };
  const params = new URLSearchParams();
  if (next.q) params.set('q', next.q);
  if (next.sort) {
    params.set('sort', next.sort);
    params.set('order', next.order);
  }
  if (next.page > 1) params.set('page', String(next.page));
  if (next.size !== LIST_PAGE_SIZES[0]) params.set('size', String(next.size));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** The change a click on a column's header makes: sort by it ascending, or turn its order round. */
export const sortChange = (list: ListView, field: string): ListChange => ({
  sort: field,
  order: list.sort === field && list.order === 'asc' ? 'desc' : 'asc',
});

/** The pages a list has (1 for an empty one). */
export const pageCount = (list: Pick<ListView, 'total' | 'size'>): number =>
  Math.max(1, Math.ceil(list.total / list.size));
