import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

type Next = (error?: unknown) => void;

const directives = {
  defaultSrc: ["'self'"],
  // The admin UI is one module script from its own origin; nothing inline.
  scriptSrc: ["'self'"],
  // MUI's styling engine (emotion) writes <style> elements at run time.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

const headers = (hsts: boolean) =>
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    // Screenshots and downloads are same-origin; no third-party embeds to isolate from.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // helmet also removes X-Powered-By and sets nosniff and X-Frame-Options: DENY.
    xFrameOptions: { action: 'deny' },
  });

const overTls = headers(true);
const plain = headers(false);

/**
 * Security headers on every answer, API and admin UI alike (docs/architecture.md, security baseline).
 * HSTS only when the request came over TLS (directly or through a proxy that says so): over plain
 * HTTP it would tell a browser nothing it could act on.
 */
export const httpDefenses = (request: IncomingMessage, response: ServerResponse, next: Next): void => {
  const forwarded = request.headers['x-forwarded-proto'];
  const secure = (request.socket as { encrypted?: boolean }).encrypted === true || forwarded === 'https';
  (secure ? overTls : plain)(request, response, next);
};
