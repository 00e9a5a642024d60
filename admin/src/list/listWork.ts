import { api } from '../http';
import { downloadFile } from '../ops/download';

export interface BulkRefusal {
  id: number;
  error: string;
  /** The reason, already in the reader's language. */
  message: string;
}

export interface BulkResult {
  done: number[];
  refused: BulkRefusal[];
}

/** The most records one bulk request may name (the server refuses more). */
export const MAX_BULK = 1000;

/** POST /api/{resource}/bulk: a delete or a rule action on each record; what was done and what was refused. */
export async function runBulk(resource: string, action: string, ids: number[]): Promise<BulkResult> {
  const res = await api<BulkResult>(`/api/${resource}/bulk`, {
    method: 'POST',
    body: JSON.stringify({ action, ids, confirm: true }),
  });
  return res.json;
}

/**
 * Downloads the rows a filter matches (a selection is {"id":[…]}) as CSV or XLSX, in the list's order, with the
 * columns shown.
 */
export function exportList(
  resource: string,
  format: 'csv' | 'xlsx',
  query: { filter: Record<string, unknown>; sort: { field: string; order: string }; columns: string[] },
): Promise<void> {
  const params = new URLSearchParams({
    format,
    filter: JSON.stringify(query.filter),
    sort: JSON.stringify([query.sort.field, query.sort.order]),
    columns: JSON.stringify(query.columns),
  });
  return downloadFile(`/api/${resource}/export?${params.toString()}`, `${resource}.${format}`);
}
