import { Create, useNotify, useRedirect } from 'react-admin';
import { EMPTY_DEFINITION_PARTS } from '@tracklight/networks';
import { networkEditPath } from './network-paths';
import { NetworkForm } from './NetworkForm';

/** A new network starts active, with an empty definition to fill in. */
const NEW_NETWORK = { isActive: true, aliases: [], aliasNetworkId: null, ownerId: null, ...EMPTY_DEFINITION_PARTS };

/** /cms/networks/create: the server's refusal (field named) shows as the flash message. */
export const NetworkCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  const created = (network: { id: string }) => {
    notify('Network created', { type: 'success' });
    redirect(networkEditPath(network.id));
  };
  return (
    <Create resource="networks" title="Create network" record={NEW_NETWORK} mutationOptions={{ onSuccess: created }}>
      <NetworkForm creating />
    </Create>
  );
};
