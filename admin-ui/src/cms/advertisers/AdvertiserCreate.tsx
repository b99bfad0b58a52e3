import { Create, useNotify, useRedirect } from 'react-admin';
import { advertiserEditPath } from './advertiser-paths';
import { AdvertiserForm } from './AdvertiserForm';

const NEW_ADVERTISER = { javascript: false, s2s: false, other: false, cannotAudit: false };

/** /cms/advertisers/create: the server's refusal (field named) shows as the flash message. */
export const AdvertiserCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  const created = (advertiser: { id: string }) => {
    notify('Advertiser created', { type: 'success' });
    redirect(advertiserEditPath(advertiser.id));
  };
  return (
    <Create resource="advertisers" title="Create advertiser" record={NEW_ADVERTISER} mutationOptions={{ onSuccess: created }}>
      <AdvertiserForm creating />
    </Create>
  );
};
