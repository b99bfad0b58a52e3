import { BadRequestException } from '@nestjs/common';

export const MAX_SEARCH_LENGTH = 200;

/** A list's free-text search, trimmed (undefined when blank); refused in words beyond the limit. */
export const searchText = (text: string | null | undefined): string | undefined => {
  const trimmed = text?.trim();
  if (trimmed && trimmed.length > MAX_SEARCH_LENGTH) {
    throw new BadRequestException(`The search text is limited to ${MAX_SEARCH_LENGTH} characters; yours has ${trimmed.length}.`);
  }
  return trimmed || undefined;
};

/**
 * The LIKE pattern for "contains the text", lower-cased for a `lower(...)` search expression
 * (which a pg_trgm index serves) and with LIKE's own characters escaped.
 */
export const containsPattern = (text: string): string => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
