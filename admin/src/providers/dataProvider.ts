import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import { api } from '../http';

export interface HistoryEntry {
  id: number;
  operation: 'create' | 'update' | 'delete' | 'action';
  action: string | null;
  actorName: string | null;
  createdAt: string;
  changes: Record<string, { before: unknown; after: unknown }>;
}

export interface SarayDataProvider extends DataProvider {
  runAction(resource: string, params: { id: Identifier; name: string; confirm?: boolean }): Promise<{ data: RaRecord }>;
  history(resource: string, params: { id: Identifier }): Promise<{ data: HistoryEntry[] }>;
}

/**
 * What getList and getOne take in `meta`, beside ra-data-simple-rest's parameters: `titles`, relation fields whose
 * titles each record brings in `_titles` (read with the page, never one request per row); `count: false` for a
 * reader that shows no total (a lookup), which the server then does not count.
 */
export interface ListMeta {
  titles?: string[];
  count?: boolean;
}

const httpClient = (url: string, options: { method?: string; body?: BodyInit | null; headers?: Headers } = {}) =>
  api(url, { method: options.method, body: options.body, headers: options.headers });

const rest = simpleRestProvider('/api', httpClient as never);

const titlesParam = (meta: ListMeta | undefined): Record<string, string> =>
  meta?.titles?.length ? { titles: JSON.stringify(meta.titles) } : {};

/** The generic REST API exactly as ra-data-simple-rest speaks it, plus titles, the state actions and record history. */
export const dataProvider: SarayDataProvider = {
  ...rest,
  async getList(resource, params) {
    const meta = params.meta as ListMeta | undefined;
    if (!meta?.titles?.length && meta?.count !== false) return rest.getList(resource, params);
    const { page, perPage } = params.pagination ?? { page: 1, perPage: 10 };
    const { field, order } = params.sort ?? { field: 'id', order: 'ASC' };
    const query = new URLSearchParams({
      sort: JSON.stringify([field, order]),
      range: JSON.stringify([(page - 1) * perPage, page * perPage - 1]),
      filter: JSON.stringify(params.filter ?? {}),
      ...titlesParam(meta),
      ...(meta.count === false ? { count: 'none' } : {}),
    });
    const { json, headers } = await api(`/api/${resource}?${query}`, { signal: params.signal });
    const total = headers.get('Content-Range')?.split('/').pop();
    // Not counted: react-admin's partial pagination, a next page when this one is full.
    if (total === undefined || total === '*')
      return { data: json, pageInfo: { hasNextPage: json.length === perPage, hasPreviousPage: page > 1 } };
    return { data: json, total: Number(total) };
  },
  async getOne(resource, params) {
    const meta = params.meta as ListMeta | undefined;
    if (!meta?.titles?.length) return rest.getOne(resource, params);
    const query = new URLSearchParams(titlesParam(meta));
    const id = encodeURIComponent(String(params.id));
    return { data: (await api(`/api/${resource}/${id}?${query}`, { signal: params.signal })).json };
  },
  async runAction(resource, { id, name, confirm }) {
    const res = await api(`/api/${resource}/${id}/actions/${name}`, {
      method: 'POST',
      body: JSON.stringify(confirm ? { confirm: true } : {}),
    });
    return { data: res.json };
  },
  async history(resource, { id }) {
    return { data: (await api<HistoryEntry[]>(`/api/${resource}/${id}/history`)).json };
  },
};
