import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Card, CardContent, Collapse, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useStore } from 'react-admin';

/**
 * A dashboard box (spec section 2: 'collapsible dashboard box'): a titled card (a labelled region)
 * whose content the user hides or shows again; the choice is kept per box in react-admin's store
 * (local storage), so a hidden box stays hidden and is not read until shown.
 */
export const CollapsibleCard = ({ title, testId, controls, children }: { title: string; testId: string; controls?: ReactNode; children: ReactNode }) => {
  const [collapsed, setCollapsed] = useStore<boolean>(`dashboard.${testId}.collapsed`, false);
  const contentId = useId();
  const action = `${collapsed ? 'Show' : 'Hide'} ${title}`;
  return (
    <Card component="section" aria-label={title} data-testid={testId}>
      <CardContent>
        <Stack direction="row" spacing={2} alignItems="center" justifyContent="space-between">
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          <Stack direction="row" spacing={1} alignItems="center">
            {collapsed ? null : controls}
            <Tooltip title={action}>
              <IconButton aria-label={action} aria-expanded={!collapsed} aria-controls={contentId} onClick={() => setCollapsed(!collapsed)}>
                {collapsed ? <ExpandMoreIcon /> : <ExpandLessIcon />}
              </IconButton>
            </Tooltip>
          </Stack>
        </Stack>
        <Collapse in={!collapsed} id={contentId} unmountOnExit>
          {children}
        </Collapse>
      </CardContent>
    </Card>
  );
};
