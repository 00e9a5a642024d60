import { LIST_PAGE_SIZES } from '@saray/contracts/storefront/state';

/** The longest search text read from an address; more is cut off rather than refused. */
const MAX_SEARCH = 100;
/** The last page an address may ask for: beyond any list a customer keeps, and far below a number's limit. */
const MAX_PAGE = 100_000;

/** What an account list's address asks for, each part checked: never a column or a size the list does not offer. */
export interface ListRequest {
  q: string;
  sort?: string;
  order: 'asc' | 'desc';
  page: number;
  size: number;
}

/**
 * Reads ?q=&sort=&order=&page=&size= of an account list. A page in the address is anyone's to type, so whatever is
 * not understood falls back to the default instead of failing the page: a column not in `sortable` is no sort, an
 * order other than asc/desc is asc (desc without a sort: the list's own newest-first order), a page below 1 or not
 * a number is 1, a size not offered is the first offered. The text keeps no NUL character, which no database text
 * can hold.
 *
 * @example readListRequest(new URLSearchParams('q=rug&sort=createdAt&order=desc&page=2'), ['createdAt'])
 *   // { q: 'rug', sort: 'createdAt', order: 'desc', page: 2, size: 10 }
 */
export function readListRequest(query: URLSearchParams, sortable: readonly string[]): ListRequest {
  const q = (query.get('q') ?? '').replaceAll('\u0000', '').trim().slice(0, MAX_SEARCH);
  const asked = query.get('sort') ?? '';
  const sort = sortable.includes(asked) ? asked : undefined;
  const order = sort && query.get('order')?.toLowerCase() !== 'desc' ? 'asc' : 'desc';
  const page = Number(query.get('page'));
  const size = Number(query.get('size'));
  return {
    q,
    ...(sort ? { sort } : {}),
    order,
    page: Number.isSafeInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
    size: (LIST_PAGE_SIZES as readonly number[]).includes(size) ? size : LIST_PAGE_SIZES[0],
  };
}

/** The rows of a page: the range the generic list query takes, "[first,last]". */
export const pageRange = (page: number, size: number): string => JSON.stringify([(page - 1) * size, page * size - 1]);

/** The last page of a list of `total` rows (1 when it is empty). */
export const lastPage = (total: number, size: number): number => Math.max(1, Math.ceil(total / size));
