import { useEffect, useState } from 'react';
import { useStorefront } from '../context';
import { api } from '../session';
import { problemOf } from './admin-api';
import type { TemplateRow } from './templates';

/**
 * A block's content template: by its id, else the one made for its componentName; null when there is none (the
 * editor then edits the data's own keys as text).
 */
export function useTemplate(contentTemplateId: number | null | undefined, componentName: string) {
  const { state, t } = useStorefront();
  const [template, setTemplate] = useState<TemplateRow | null | undefined>(undefined);
  const [error, setError] = useState('');
  useEffect(() => {
    let live = true;
    const load = async (): Promise<TemplateRow | null> => {
      if (contentTemplateId) {
        const byId = await api<TemplateRow>(
          'GET',
          `/api/content-templates/${contentTemplateId}`,
          undefined,
          state.lang,
        ).catch((err: { status?: number }) => {
          if (err.status === 404) return null;
          throw err;
        });
        if (byId) return byId;
      }
      const filter = encodeURIComponent(JSON.stringify({ componentName }));
      const rows = await api<TemplateRow[]>(
        'GET',
        `/api/content-templates?filter=${filter}&range=[0,0]`,
        undefined,
        state.lang,
      );
      return rows[0] ?? null;
    };
    load().then(
      (row) => live && setTemplate(row),
      (err: unknown) => live && setError(problemOf(err, t('storefront.error.network')).message),
    );
    return () => {
      live = false;
    };
  }, [contentTemplateId, componentName, state.lang]);
  return { template, error };
}
