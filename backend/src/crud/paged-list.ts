import type { Actor } from '../auth/actor.js';
import { AppError } from '../common/app-error.js';
import type { CrudService } from './crud.service.js';
import type { Row } from './pipeline/serialize.js';

/** The paging of the spec's named list calls: a zero-based pageIndex, a pageSize (default 10) and a keyword. */
export interface PageQuery {
  pageIndex?: unknown;
  pageSize?: unknown;
  keyword?: unknown;
}

const whole = (raw: unknown, path: string, min: number, max: number): number => {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^[0-9]+$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max)
    throw AppError.badRequest('common.error.invalidvalue', [{ path, error: 'common.error.invalidvalue' }]);
  return n;
};

/** A page query's size (default 10), zero-based index and trimmed keyword; a bad number is a 400. */
export function pageParams(query: PageQuery): { size: number; index: number; keyword: string } {
  return {
    size: query.pageSize === undefined ? 10 : whole(query.pageSize, '/pageSize', 1, 1000),
    index: query.pageIndex === undefined ? 0 : whole(query.pageIndex, '/pageIndex', 0, 1_000_000),
    keyword: typeof query.keyword === 'string' ? query.keyword.trim() : '',
  };
}

/**
 * One page of a resource as the caller may read it, answered as { data, totalCount }: the keyword searches the
 * entity's search fields (the generic q filter) and `filter` narrows it further; `sort` replaces the entity's order.
 */
export async function pagedList(
  crud: CrudService,
  resource: string,
  actor: Actor,
  query: PageQuery,
  filter: Row = {},
  sort?: [field: string, order: 'ASC' | 'DESC'],
): Promise<{ data: Row[]; totalCount: number }> {
  const { size, index, keyword } = pageParams(query);
  const result = await crud.list(resource, actor, {
    range: JSON.stringify([index * size, index * size + size - 1]),
    filter: JSON.stringify({ ...(keyword ? { q: keyword } : {}), ...filter }),
    ...(sort ? { sort: JSON.stringify(sort) } : {}),
  });
  return { data: result.data, totalCount: result.total };
}
