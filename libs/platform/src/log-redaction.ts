// What never reaches a log line (issue 18): the credentials a request carries in its headers, the
// cookies an answer sets, and the secret fields of any object logged one or two levels deep
// (bodies, commands, errors). pino replaces each with '[redacted]'.
import type { LoggerOptions } from 'pino';

const SECRET_FIELDS = [
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'accessToken',
  'refreshToken',
  'resetToken',
  'apiKey',
  'key',
  'secret',
  'clientSecret',
  'proxyUrl',
];

export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'req.headers["proxy-authorization"]',
  // The refresh token travels in its own header (services/auth/src/sessions/refresh-header.ts).
  'req.headers.refresh',
  'res.headers["set-cookie"]',
  // OIDC callback parameters (error objects keep their own 'code').
  'req.query.code',
  'req.query.state',
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];

/** Query parameters whose values are secrets when a URL is logged. */
const SECRET_QUERY = /([?&](?:[a-z_]*token|key|apiKey|api_key|code|state|password)=)[^&#]*/gi;

/** The URL with secret query values replaced, as it is logged. */
export const redactUrl = (url: string): string => url.replace(SECRET_QUERY, '$1[redacted]');

export const logRedaction: Pick<LoggerOptions, 'redact'> = {
  redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
};
