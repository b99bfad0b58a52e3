// Fetches one small file from a site outside the browser, under the browser's rules: the audit's
// address guard judges the host (and the connection goes to the address it judged, so a DNS answer
// cannot change in between), the sandbox's resolver rules apply through it (their port included),
// and size and time are bounded.
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { AddressGuard } from '../browser/address-guard';

export interface WellKnownLimits {
  timeoutMs: number;
  maxBytes: number;
}

/** The body of `origin + path` when it answers 200 within the limits; null otherwise. */
export async function fetchWellKnown(origin: URL, path: string, guard: AddressGuard, limits: WellKnownLimits): Promise<string | null> {
  const hostname = origin.hostname;
  const verdict = await guard.checkHost(hostname);
  if (verdict.blocked || !verdict.address) return null;
  const secure = origin.protocol === 'https:';
  const port = verdict.port ?? (origin.port ? Number(origin.port) : secure ? 443 : 80);
  return new Promise((resolve) => {
    const request = (secure ? httpsRequest : httpRequest)(
      {
        host: verdict.address,
        port,
        path,
        method: 'GET',
        // Apple and Google read these files without following redirects; neither do we.
        headers: { host: origin.host, accept: 'application/json' },
        servername: secure ? hostname : undefined,
        timeout: limits.timeoutMs,
      },
      (response) => void readBounded(response, limits.maxBytes).then(resolve),
    );
    const timer = setTimeout(() => request.destroy(), limits.timeoutMs).unref();
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(null));
    request.on('close', () => clearTimeout(timer));
    request.end();
  });
}

function readBounded(response: IncomingMessage, maxBytes: number): Promise<string | null> {
  return new Promise((resolve) => {
    if (response.statusCode !== 200) {
      response.resume();
      return resolve(null);
    }
    const chunks: Buffer[] = [];
    let size = 0;
    response.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        response.destroy();
        return resolve(null);
      }
      chunks.push(chunk);
    });
    response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    response.on('error', () => resolve(null));
    response.on('close', () => resolve(null));
  });
}
