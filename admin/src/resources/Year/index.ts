import { lazyPart } from '../lazyPart';
import type { ResourceOverride } from '../types';

/** A financial year's update screen shows its trial balance. */
export const Year: ResourceOverride = {
  editSections: [lazyPart(() => import('./TrialBalance').then((m) => ({ default: m.TrialBalance })))],
};
