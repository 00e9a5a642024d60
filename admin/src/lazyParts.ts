import { lazy } from 'react';

/**
 * Parts of screens fetched on first use, declared here, in the first page's module graph: declared inside a lazily
 * loaded screen instead, the modules they share with the first page split its chunks further and cost it bytes.
 */
export const DatePickerInput = lazy(() => import('./form/DatePickerInput'));
