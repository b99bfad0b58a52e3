import { z } from 'zod';
import { CONVERSION_CHANGE_AMOUNT, CONVERSION_CHANGE_AT, CONVERSION_CHANGE_TYPE } from '@tracklight/contracts';

const id = (label: string) => z.string(`${label} is missing.`).regex(/^[A-Za-z0-9._:-]{1,100}$/, `${label} is not valid.`);

/** The metadata JSON field (spec section 3): conversion fields count only when the box is ticked. */
export const IssueMetadata = z
  .strictObject({
    hasConversionChange: z.boolean().default(false),
    conversionChangeAt: z.enum(CONVERSION_CHANGE_AT, `conversionChangeAt is one of ${CONVERSION_CHANGE_AT.join(', ')}.`).nullable().default(null),
    conversionChangeAmount: z.enum(CONVERSION_CHANGE_AMOUNT, `conversionChangeAmount is one of ${CONVERSION_CHANGE_AMOUNT.join(', ')}.`).nullable().default(null),
    conversionChangeType: z.enum(CONVERSION_CHANGE_TYPE, `conversionChangeType is one of ${CONVERSION_CHANGE_TYPE.join(', ')}.`).nullable().default(null),
    shouldEmailOtherPublishers: z.boolean().default(false),
  })
  .transform((m) =>
    m.hasConversionChange ? m : { ...m, conversionChangeAt: null, conversionChangeAmount: null, conversionChangeType: null },
  );

/** The multipart text fields of POST /services/issues/reports. */
export const IssueReportFields = z.strictObject({
  comment: z.string('Please describe the issue.').trim().min(1, 'Please describe the issue.').max(10_000, 'The comment must be at most 10,000 characters.'),
  auditId: id('The audit'),
  advertiserId: id('The advertiser'),
  metadata: z.string().max(10_000).optional(),
});

export const MAX_FILES = 5;
export const MAX_FILE_BYTES = 5 * 1024 * 1024;
export const FILE_LIMITS = `Attach at most ${MAX_FILES} files of at most 5 MB each.`;
export const ONLY_IMAGES_AND_PDF = 'Only images (PNG, JPEG, GIF, WebP) and PDF files can be attached.';

/** The file's real type from its first bytes (what it says it is counts for nothing), or null. */
export const sniffContentType = (content: Buffer): string | null => {
  const starts = (bytes: number[], at = 0) => bytes.every((byte, i) => content[at + i] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x47, 0x49, 0x46, 0x38])) return 'image/gif';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  return null;
};

/** A name safe to offer in a Content-Disposition header: letters, digits, dots, dashes, underscores. */
export const safeFileName = (name: string): string => name.replace(/[^A-Za-z0-9._-]+/g, '_').slice(-100) || 'file';
