import { useQuery } from '@tanstack/react-query';
import { api } from '../../http';

/** One known setting as GET /api/Settings/catalogue describes it (backend/src/modules/settings/setting-catalogue.ts). */
export interface SettingSpec {
  name: string;
  group: string;
  type: 'boolean' | 'number' | 'choice' | 'relation' | 'text' | 'json';
  label: string;
  description: string;
  default?: string;
  min?: number;
  max?: number;
  integer?: boolean;
  format?: 'bytes';
  choices?: string[];
  multiple?: boolean;
  relation?: { entity: string; resource: string };
}

export interface Catalogue {
  groups: { name: string; label: string }[];
  settings: SettingSpec[];
}

/** The catalogue, read once per session (it changes only with a new version of the server). */
export const useCatalogue = () =>
  useQuery({
    queryKey: ['settings-catalogue'],
    queryFn: async () => (await api<Catalogue>('/api/Settings/catalogue')).json,
    staleTime: Infinity,
  });

/** Flags are on when the value is 1 or true (spec 1 §3), as the server reads them. */
export const isOn = (value: string | undefined): boolean => ['1', 'true'].includes(value?.trim().toLowerCase() ?? '');

/** A record's title from its entity's template: "{firstName} {lastName}" with the record's values. */
export const titleOf = (template: string, record: Record<string, unknown>): string =>
  template.replace(/\{(\w+)\}/g, (_, field: string) => String(record[field] ?? '')).trim() || `#${String(record.id)}`;
