import { lazyScreen } from '../lazyPart';
import type { ResourceOverride } from '../types';

const wizard = lazyScreen(() => import('../../customers/CustomerWizard'));

/** Customers are created and edited in the customer editor wizard (spec 1 §2.7) instead of the generated form. */
export const Customer: ResourceOverride = { create: wizard, edit: wizard };
