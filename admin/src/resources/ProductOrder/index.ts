import { lazyPart } from '../lazyPart';
import type { ResourceOverride } from '../types';

/**
 * An order's screen opens on what was ordered: its lines and amounts above the form, and a print view of its invoice.
 * Its payments, shipments and lines are child tabs of the generated screen (x-children).
 */
export const ProductOrder: ResourceOverride = {
  summary: lazyPart(() => import('./OrderSummary')),
  toolbar: lazyPart(() => import('./PrintButton'), null),
};
