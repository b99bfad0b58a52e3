import { MEMORY_COOKIE_STATUSES, memoryCookieStatusText } from '@tracklight/presentation';
import type { Choice } from '../field-spec';

/** The memory cookie statuses (spec section 4) as a choice, with their readable text. */
export const MEMORY_COOKIE_STATUS_CHOICES: readonly Choice[] = MEMORY_COOKIE_STATUSES.map((status) => ({
  id: status,
  name: memoryCookieStatusText(status),
}));
