import type { MemoryCookieStatus } from '@tracklight/presentation';

/**
 * Whether an advertiser meets the provider's tracking standard, judged on its latest audit: the
 * network's memory cookie must survive consent handling. Immediately is certified; only with
 * consent (with or without a reload) is conditional, because visitors who ignore the banner go
 * untracked; no cookie is not certified; anything the machine could not settle needs a person.
 */
export type Certification = 'CERTIFIED' | 'CONDITIONAL' | 'NOT_CERTIFIED' | 'NEEDS_REVIEW';

export const CERTIFICATION_TEXT: Record<Certification, string> = {
  CERTIFIED: 'Certified',
  CONDITIONAL: 'Conditional on consent',
  NOT_CERTIFIED: 'Not certified',
  NEEDS_REVIEW: 'Needs review',
};

export function certificationOf(status: MemoryCookieStatus | string | null): Certification {
  switch (status) {
    case 'IMMEDIATE':
      return 'CERTIFIED';
    case 'CONDITIONAL_ON_CMP':
    case 'CONDITIONAL_ON_CMP_AND_REFRESH':
      return 'CONDITIONAL';
    case 'NO_MEMORY_COOKIE':
      return 'NOT_CERTIFIED';
    default:
      return 'NEEDS_REVIEW';
  }
}
