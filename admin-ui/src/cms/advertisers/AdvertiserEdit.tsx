import { Alert } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Edit, useNotify } from 'react-admin';
import { useParams } from 'react-router-dom';
import { ADVERTISER_SPEC } from '@tracklight/cms-catalogue';
import { HistoryPanel } from '../../entity-history/HistoryPanel';
import { DeletedNotice, EditToolbar } from '../catalogue/CatalogueEdit';
import { ADVERTISER_PATHS, ADVERTISER_STREAM_PREFIX } from './advertiser-paths';
import { RESTORE_ADVERTISER } from './advertiser-queries';
import { AdvertiserForm } from './AdvertiserForm';
import { WhitelistStatus } from './WhitelistStatus';

/**
 * /cms/advertisers/{advertiserId}/update. Saves are pessimistic: the page shows what the server
 * stored (and refused), not a guess.
 */
export const AdvertiserEdit = () => {
  const { id = '' } = useParams();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const saved = () => {
    notify('Advertiser saved', { type: 'success' });
    // The history below shows the change just saved.
    void queryClient.invalidateQueries({ queryKey: ['streamHistory'] });
  };
  return (
    <Edit
      resource="advertisers"
      id={id}
      title="Edit advertiser"
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={{ onSuccess: saved }}
    >
      <Alert severity="info" sx={{ m: 2, mb: 0 }}>
        Cannot audit and the bespoke cookie judge the next audit of this advertiser as soon as they are saved.
      </Alert>
      <DeletedNotice spec={ADVERTISER_SPEC} />
      <WhitelistStatus />
      <AdvertiserForm creating={false} toolbar={<EditToolbar spec={ADVERTISER_SPEC} paths={ADVERTISER_PATHS} restore={RESTORE_ADVERTISER} />} />
      {/* The network's advertiser managers read it too, without the internal comment (services/cms history folds). */}
      <HistoryPanel streamId={`${ADVERTISER_STREAM_PREFIX}${id}`} />
    </Edit>
  );
};
