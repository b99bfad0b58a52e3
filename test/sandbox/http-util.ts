// Small response helpers so handlers stay one-liners. No caching anywhere: every audit must see
// the server's current behaviour, and the browser must re-request tags on each stage.
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';

const NO_STORE = { 'cache-control': 'no-store' };

export function sendHtml(
  res: ServerResponse,
  html: string,
  status = 200,
  headers: Record<string, string | string[]> = {},
): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...NO_STORE, ...headers });
  res.end(html);
}

export function sendJs(
  res: ServerResponse,
  js: string,
  headers: Record<string, string | string[]> = {},
): void {
  res.writeHead(200, {
    'content-type': 'application/javascript; charset=utf-8',
    ...NO_STORE,
    ...headers,
  });
  res.end(js);
}

export function redirect(
  res: ServerResponse,
  location: string,
  status = 302,
  setCookies: string[] = [],
): void {
  const headers: Record<string, string | string[]> = { location, ...NO_STORE };
  if (setCookies.length > 0) headers['set-cookie'] = setCookies;
  res.writeHead(status, headers);
  res.end();
}

export function notFound(res: ServerResponse, what = 'Not found'): void {
  sendHtml(res, page('404 Not Found', `<h1>404</h1><p>${escapeHtml(what)}</p>`), 404);
}

/** A 1x1 GIF, the body of every tracking beacon. */
export function sendPixel(
  res: ServerResponse,
  headers: Record<string, string | string[]> = {},
): void {
  const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
  res.writeHead(200, { 'content-type': 'image/gif', ...NO_STORE, ...headers });
  res.end(gif);
}

/** Minimal HTML document: pages stay tiny so an audit finishes well under its budget. */
export function page(title: string, body: string, head = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>${head}</head><body>${body}</body></html>`;
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Set-Cookie value. `domain` omitted = host-only cookie, like most server-side trackers. */
export function cookie(
  name: string,
  value: string,
  opts: { maxAgeDays?: number; domain?: string; httpOnly?: boolean } = {},
): string {
  const parts = [`${name}=${value}`, 'Path=/', 'SameSite=Lax'];
  if (opts.maxAgeDays !== undefined) parts.push(`Max-Age=${Math.round(opts.maxAgeDays * 86400)}`);
  if (opts.domain) parts.push(`Domain=${opts.domain}`);
  if (opts.httpOnly) parts.push('HttpOnly');
  return parts.join('; ');
}

export function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) out[part.slice(0, eq).trim()] = part.slice(eq + 1).trim();
  }
  return out;
}

/** Appends query parameters to a URL the way click hosts do (keeps the advertiser's own query). */
export function withParams(target: string, params: Record<string, string>): string {
  const u = new URL(target);
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
  return u.toString();
}

export function hex(bytes: number): string {
  return randomBytes(bytes).toString('hex');
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export function base62(length: number): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const b of bytes) out += BASE62[b % 62];
  return out;
}

/** Registrable domain of a sandbox host: every sandbox TLD is a single label (.test, .com). */
export function registrableDomain(host: string): string {
  return host.split('.').slice(-2).join('.');
}
