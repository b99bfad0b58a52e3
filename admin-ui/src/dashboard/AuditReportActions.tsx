import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { Button, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { auditPagePath } from '../audit-view/audit-pages';

/** The 'Audit Report' actions dropdown of the Most Recent 10 Audits table. */
export const AuditReportActions = () => {
  const audit = useRecordContext<{ id: string; batchId: string; link: string }>();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!audit) return null;
  const close = () => setAnchor(null);
  return (
    <>
      <Button size="small" variant="outlined" endIcon={<ArrowDropDownIcon />} onClick={(event) => setAnchor(event.currentTarget)}>
        Actions
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <MenuItem component={Link} to={auditPagePath(audit.id)} onClick={close}>
          View report
        </MenuItem>
        <MenuItem component="a" href={audit.link} target="_blank" rel="noreferrer" onClick={close}>
          Open affiliate link
        </MenuItem>
        <MenuItem component={Link} to={auditPagePath(audit.id, 'technical-report')} onClick={close}>
          Technical Report
        </MenuItem>
        <MenuItem component={Link} to={`/reporting/memory/cookie/${audit.batchId}`} onClick={close}>
          View Batch
        </MenuItem>
      </Menu>
    </>
  );
};
