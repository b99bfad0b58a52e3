// The network a sandbox link belongs to, found as the worker finds it (first hop's host, the
// built-in definitions with their .test twins), and what the browser gets from it.
import type { AuditOptions } from '@tracklight/contracts';
import { findNetwork, isNetworkHost, NETWORK_DEFINITIONS, withSandboxTwins } from '@tracklight/networks';
import { hostOf, networkSignals, type AuditRunContext } from '../browser';

const definitions = withSandboxTwins(NETWORK_DEFINITIONS);

export const sandboxNetwork = (link: string) => findNetwork(definitions, { userDefinedNetwork: null, firstHopHost: hostOf(link) });

/** The run context the worker would give the browser for this link: hop stages and wait signals. */
export function sandboxRunContext(options: AuditOptions): Pick<AuditRunContext, 'isNetworkHost' | 'signals'> {
  const network = sandboxNetwork(options.link);
  return {
    isNetworkHost: network ? (host) => isNetworkHost(network, host) : undefined,
    signals: networkSignals(network, options),
  };
}
