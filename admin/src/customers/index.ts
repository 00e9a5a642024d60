import { lazy } from 'react';

/** The customer editor wizard, which takes the place of the Customer entity's generated create and update forms. */
export const CustomerWizard = lazy(() => import('./CustomerWizard'));

/** The entity whose create and update screens are the wizard. */
export const WIZARD_ENTITY = 'Customer';
