import { Button } from 'react-admin';
import { Link } from 'react-router-dom';
import AddIcon from '@mui/icons-material/Add';
import { ListActions } from '../lists/ListActions';
import { createPath, type AccountTab } from './account-paths';

/** The toolbar every list shares, with the list's 'Create' button to the spec's create route rather than react-admin's own. */
export const AccountListActions = ({ tab, label }: { tab: AccountTab; label: string }) => (
  <ListActions>
    <Button component={Link} to={createPath(tab)} label={label}>
      <AddIcon />
    </Button>
  </ListActions>
);
