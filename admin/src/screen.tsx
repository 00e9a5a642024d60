import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { ResourceContextProvider } from 'react-admin';
import { useParams } from 'react-router-dom';
import { screenPath, type Screen } from './routes';
import type { EntitySchema } from './schema';

export interface ScreenState {
  screen: Screen;
  entity: EntitySchema;
  /** The record's id on an update screen. */
  id?: string;
  /** What the path pins: its preset and the segments named after fields (a list filter, a form's defaults). */
  pinned: Record<string, unknown>;
  listPath: string;
  createPath: string;
  updatePath(id: string | number): string;
}

const ScreenContext = createContext<ScreenState | null>(null);

/** Segment text as the field's value: a number for integer fields. */
function fieldValue(entity: EntitySchema, field: string, raw: string): unknown {
  const types = ([] as unknown[]).concat(entity.fields[field]?.type);
  return types.includes('integer') && /^\d+$/.test(raw) ? Number(raw) : raw;
}

/** Provides the screen of the current path to the generic list and form. */
export function ScreenProvider({ screen, children }: { screen: Screen; children: ReactNode }) {
  const params = useParams();
  const value = useMemo<ScreenState>(() => {
    const { entity, base } = screen;
    const pinned: Record<string, unknown> = { ...screen.preset };
    for (const s of screen.segments) {
      if (params[s] !== undefined && s in entity.fields) pinned[s] = fieldValue(entity, s, params[s]!);
    }
    const values = Object.fromEntries(Object.entries(params).filter(([k]) => k !== 'id' && k !== '*'));
    const segmentsOf = (kind: 'list' | 'create' | 'update') => entity.route.params?.[kind] ?? [];
    return {
      screen,
      entity,
      id: params.id,
      pinned,
      listPath: screenPath(base, 'list', segmentsOf('list'), values),
      createPath: screenPath(base, 'create', segmentsOf('create'), values),
      updatePath: (id) => screenPath(base, 'update', segmentsOf('update'), values, id),
    };
  }, [screen, params]);
  return (
    <ScreenContext.Provider value={value}>
      <ResourceContextProvider value={screen.entity.resource}>
        <div key={screen.pattern} data-screen={screen.kind} data-base={screen.base}>
          {children}
        </div>
      </ResourceContextProvider>
    </ScreenContext.Provider>
  );
}

export function useScreen(): ScreenState {
  const state = useContext(ScreenContext);
  if (!state) throw new Error('useScreen outside a dashboard screen');
  return state;
}
