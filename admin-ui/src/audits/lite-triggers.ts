/** Why Lite ran, in the words the Lite page and the web unlocker journey use. */
export const LITE_TRIGGERS: Record<string, string> = {
  requested: 'Asked for by the batch',
  'manual-review': 'The audit needs manual review',
  blocked: 'The site blocked the audit',
};
