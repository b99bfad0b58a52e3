// Fetches one small file from a site outside the browser, under the browser's rules: the address
// guard judges the host (and the connection goes to the address it judged, so a DNS answer cannot
// change in between), the sandbox's resolver rules apply, and size and time are bounded.
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { AddressGuard } from '../browser/address-guard';
import { HostResolverMapper } from '../browser/host-resolver-rules';

export interface WellKnownLimits {
  timeoutMs: number;
  maxBytes: number;
}

export interface WellKnownReach {
  /** Null when private addresses are allowed (sandbox and tests only). */
  guard: AddressGuard | null;
  mapper: HostResolverMapper | null;
}

/** The body of `origin + path` when it answers 200 within the limits; null otherwise. */
export async function fetchWellKnown(origin: URL, path: string, reach: WellKnownReach, limits: WellKnownLimits): Promise<string | null> {
  const hostname = origin.hostname;
  let address: string | null = null;
  if (reach.guard) {
    const verdict = await reach.guard.checkHost(hostname);
    if (verdict.blocked) return null;
    address = verdict.address;
  }
  const secure = origin.protocol === 'https:';
  const target = reach.mapper?.map(hostname) ?? address ?? hostname;
  const port = reach.mapper?.mapPort(hostname) ?? (origin.port ? Number(origin.port) : secure ? 443 : 80);
  return new Promise((resolve) => {
    const request = (secure ? httpsRequest : httpRequest)(
      {
        host: target.replace(/^\[|\]$/g, ''),
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
