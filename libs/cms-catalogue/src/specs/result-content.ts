import type { CatalogueSpec } from '../field-spec';
import { AUDIT_ERROR_SPEC } from './audit-error.catalogue';
import { GUIDED_RESULT_SPEC } from './guided-result.catalogue';
import { MEMORY_COOKIE_STATUS_SPEC } from './memory-cookie-status.catalogue';

export { AUDIT_ERROR_SPEC } from './audit-error.catalogue';
export { GUIDED_RESULT_SPEC } from './guided-result.catalogue';
export { ENHANCED_STATUS_SOURCES, MEMORY_COOKIE_STATUS_SPEC } from './memory-cookie-status.catalogue';

/** The CMS kinds that shape how audit results are shown (reporting keeps its own copy of them). */
export const RESULT_CONTENT_SPECS: readonly CatalogueSpec[] = [AUDIT_ERROR_SPEC, GUIDED_RESULT_SPEC, MEMORY_COOKIE_STATUS_SPEC];
