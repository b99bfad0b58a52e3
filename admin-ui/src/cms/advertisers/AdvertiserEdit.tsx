import { Alert } from '@mui/material';
import { Edit, useNotify } from 'react-admin';
import { useParams } from 'react-router-dom';
import { ADVERTISER_SPEC } from '@tracklight/cms-catalogue';
import { DeletedNotice, EditToolbar } from '../catalogue/CatalogueEdit';
import { ADVERTISER_PATHS } from './advertiser-paths';
import { RESTORE_ADVERTISER } from './advertiser-queries';
import { AdvertiserForm } from './AdvertiserForm';
import { AdvertiserHistory } from './AdvertiserHistory';

/**
 * /cms/advertisers/{advertiserId}/update. Saves are pessimistic: the page shows what the server
 * stored (and refused), not a guess.
 */
export const AdvertiserEdit = () => {
  const { id = '' } = useParams();
  const notify = useNotify();
  return (
    <Edit
      resource="advertisers"
      id={id}
      title="Edit advertiser"
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={{ onSuccess: () => notify('Advertiser saved', { type: 'success' }) }}
    >
      <Alert severity="info" sx={{ m: 2, mb: 0 }}>
        Cannot audit and the bespoke cookie judge the next audit of this advertiser as soon as they are saved.
      </Alert>
      <DeletedNotice spec={ADVERTISER_SPEC} />
      <AdvertiserForm creating={false} toolbar={<EditToolbar spec={ADVERTISER_SPEC} paths={ADVERTISER_PATHS} restore={RESTORE_ADVERTISER} />} />
      <AdvertiserHistory advertiserId={id} />
    </Edit>
  );
};
