import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Loading, type RaRecord } from 'react-admin';
import type { RecordPart } from './types';

/** A screen part loaded the first time it is drawn, so that no list or form carries every entity's code. */
export function lazyPart(load: () => Promise<{ default: RecordPart }>, fallback: ReactNode = <Loading />): RecordPart {
  const Part = lazy(load);
  return function LazyPart({ record }: { record: RaRecord }) {
    return (
      <Suspense fallback={fallback}>
        <Part record={record} />
      </Suspense>
    );
  };
}

/** A whole screen loaded the first time it is opened. */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Screen = lazy(load);
  return function LazyScreen() {
    return (
      <Suspense fallback={<Loading />}>
        <Screen />
      </Suspense>
    );
  };
}
