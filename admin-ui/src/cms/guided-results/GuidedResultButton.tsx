import AssistantIcon from '@mui/icons-material/Assistant';
import { Button } from '@mui/material';
import { Link } from 'react-router-dom';

/**
 * Staff: a guided result for this audit (spec section 4), the create screen opened with the audit
 * filled in (react-admin takes a create's defaults from `?source=`).
 */
export const GuidedResultButton = ({ auditId }: { auditId: string }) => (
  <Button
    component={Link}
    to={`/cms/guided-results/create?source=${encodeURIComponent(JSON.stringify({ auditId }))}`}
    variant="outlined"
    color="secondary"
    startIcon={<AssistantIcon />}
  >
    Add a guided result
  </Button>
);
