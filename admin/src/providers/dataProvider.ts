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

const httpClient = (url: string, options: { method?: string; body?: BodyInit | null; headers?: Headers } = {}) =>
  api(url, { method: options.method, body: options.body, headers: options.headers });

/** The generic REST API exactly as ra-data-simple-rest speaks it, plus the state actions and record history. */
export const dataProvider: SarayDataProvider = {
  ...simpleRestProvider('/api', httpClient as never),
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
