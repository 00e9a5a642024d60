import { lazyPart } from '../lazyPart';
import type { ResourceOverride } from '../types';

/** A role's update screen lists and edits its security access (spec 2 §6). */
export const CustomerRole: ResourceOverride = {
  editSections: [lazyPart(() => import('./SecurityAccessEditor').then((m) => ({ default: m.SecurityAccessEditor })))],
};
