import { isNetworkHost } from './network-hosts';
import type { NetworkDefinition } from './network-definition';

export interface NetworkHint {
  /** The network named on the batch link, by id, name or alias. */
  userDefinedNetwork: string | null;
  /** Host of the link's first hop. */
  firstHopHost: string | null;
}

const normaliseName = (name: string): string => name.trim().toLowerCase();

/** The user's choice wins because vanity click domains (e.g. Impact's `goto.<brand>`) name no network. */
export function findNetwork(
  definitions: readonly NetworkDefinition[],
  hint: NetworkHint,
): NetworkDefinition | null {
  const wanted = hint.userDefinedNetwork ? normaliseName(hint.userDefinedNetwork) : '';
  if (wanted) {
    const named = definitions.find((definition) =>
      [definition.id, definition.name, ...definition.aliases].some(
        (name) => normaliseName(name) === wanted,
      ),
    );
    if (named) return named;
  }
  const host = hint.firstHopHost;
  return host ? (definitions.find((definition) => isNetworkHost(definition, host)) ?? null) : null;
}
