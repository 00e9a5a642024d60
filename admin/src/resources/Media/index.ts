import { lazyPart, lazyScreen } from '../lazyPart';
import type { ResourceOverride } from '../types';

/** The media library: a grid of its pictures to search and drop new ones on; each picture says where it is used. */
export const Media: ResourceOverride = {
  list: lazyScreen(() => import('./MediaLibrary')),
  editSections: [lazyPart(() => import('./MediaUsage'))],
};
