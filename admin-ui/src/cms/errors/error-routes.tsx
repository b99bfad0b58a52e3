import { AUDIT_ERROR_SPEC } from '@tracklight/cms-catalogue';
import { catalogueRoutes } from '../catalogue/catalogue-routes';
import { ErrorSwitches } from './ErrorSwitches';

/**
 * Error management (spec section 2): /error-management, /update/{errorId}, /update-history/{errorId}.
 * Errors are shipped with the product, so there is no create screen.
 */
export const errorRoutes = catalogueRoutes(
  AUDIT_ERROR_SPEC,
  { list: '/error-management', editPattern: '/error-management/update/:id', historyPattern: '/error-management/update-history/:id' },
  { extraColumns: <ErrorSwitches label="Switches" /> },
);
