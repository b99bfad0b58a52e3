import { matchesAnyHostPattern } from './host-pattern';
import type { NetworkDefinition } from './network-definition';

/** The network's own click and redirect servers: hops there are the niu/nir stages. */
export function isNetworkHost(definition: NetworkDefinition, host: string): boolean {
  return matchesAnyHostPattern(host, definition.clickHostPatterns);
}
