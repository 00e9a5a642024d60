import type { ComponentType } from 'react';
import type { StorefrontState } from '@saray/contracts/storefront/state';
import { screenFile } from './registry';

// Every screen module is a chunk of its own; the page preloads the one it shows.
const modules = import.meta.glob<Record<string, ComponentType>>([
  './*Screen.tsx',
  './exchange/*Screen.tsx',
  '!./Screen.tsx',
]);

/** The browser's copy of the request's shared screen. */
export async function loadScreen(state: StorefrontState): Promise<ComponentType> {
  const file = screenFile(state);
  const module = await modules[`./${file}.tsx`]!();
  return module[file.split('/').pop()!]!;
}
