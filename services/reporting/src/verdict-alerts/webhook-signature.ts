import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-tracklight-signature';
export const TIMESTAMP_HEADER = 'x-tracklight-timestamp';

/**
 * Each template's signing secret, derived from the server's secret and the template id: nothing to
 * store or leak through the event store, the same in every process, and different per template.
 */
export const webhookSecretOf = (serverSecret: string, templateId: string): string =>
  createHmac('sha256', serverSecret).update(`verdict-webhook:${templateId}`).digest('hex');

/**
 * `sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">`, as Stripe and GitHub sign theirs: the
 * timestamp inside the signature lets a receiver refuse replays of an old delivery.
 */
export const signWebhook = (secret: string, timestamp: number, body: string): string =>
  `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

/** What a receiver does (documented in the README; used by the tests as a receiver would). */
export const verifyWebhook = (secret: string, timestamp: string, body: string, signature: string): boolean => {
  const expected = Buffer.from(signWebhook(secret, Number(timestamp), body));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
};
