import RuleIcon from '@mui/icons-material/Rule';
import { Alert, Stack, Typography } from '@mui/material';
import { Button, Edit, useNotify, useRecordContext } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { NETWORK_SPEC } from '@tracklight/cms-catalogue';
import { DeletedNotice, EditToolbar } from '../catalogue/CatalogueEdit';
import { NETWORK_PATHS, successCriteriaPath } from './network-paths';
import { RESTORE_NETWORK, type NetworkRecordView } from './network-queries';
import { NetworkForm } from './NetworkForm';
import { HistoryPanel } from '../../entity-history/HistoryPanel';

/** Which version the screen shows, whether its criteria were edited, and the way to them. */
const VersionLine = () => {
  const network = useRecordContext<NetworkRecordView>();
  if (!network) return null;
  return (
    <Stack direction="row" spacing={2} alignItems="center" sx={{ px: 2, pt: 2 }}>
      <Typography variant="body2" data-testid="network-version">
        Version {network.version}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Success criteria: {network.successCriteriaEdited ? 'set in the CMS' : 'follow the definition'}
      </Typography>
      <Button component={Link} to={successCriteriaPath(network.id)} label="Edit success criteria" startIcon={<RuleIcon />} />
    </Stack>
  );
};

/**
 * /cms/networks/{networkId}/update. Saves are pessimistic: the page shows what the server stored
 * (and refused), with the new version, not a guess.
 */
export const NetworkEdit = () => {
  const { id = '' } = useParams();
  const notify = useNotify();
  return (
    <Edit
      resource="networks"
      id={id}
      title="Edit network"
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={{ onSuccess: () => notify('Network saved', { type: 'success' }) }}
    >
      <Alert severity="info" sx={{ m: 2, mb: 0 }}>
        Changes judge the next audit of this network's links, in every worker, as soon as they are saved.
      </Alert>
      <VersionLine />
      <DeletedNotice spec={NETWORK_SPEC} />
      <NetworkForm creating={false} networkId={id} toolbar={<EditToolbar spec={NETWORK_SPEC} paths={NETWORK_PATHS} restore={RESTORE_NETWORK} />} />
      <HistoryPanel streamId={`network-${id}`} />
    </Edit>
  );
};
