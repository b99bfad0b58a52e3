import AddLinkIcon from '@mui/icons-material/AddLink';
import { Button } from '@mui/material';
import { Link } from 'react-router-dom';

/** The way out of an empty results list: Submit Links (spec section 2's /link-checker). */
export const SubmitLinksButton = () => (
  <Button component={Link} to="/link-checker" variant="contained" startIcon={<AddLinkIcon />}>
    Submit links
  </Button>
);
