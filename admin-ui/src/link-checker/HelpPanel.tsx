import { Card, CardContent, Typography } from '@mui/material';
import type { HelpEntry } from './link-fields';

/** The single-link form's help panel (spec section 2): what each field the user sees is for. */
export const HelpPanel = ({ entries }: { entries: readonly HelpEntry[] }) => (
  <Card variant="outlined" component="aside" aria-label="Help" data-testid="help-panel">
    <CardContent>
      <Typography variant="h6" gutterBottom>
        Help
      </Typography>
      <dl style={{ margin: 0 }}>
        {entries.map(({ label, help }) => (
          <div key={label}>
            <Typography component="dt" variant="subtitle2">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" color="text.secondary" sx={{ ml: 0, mb: 1 }}>
              {help}
            </Typography>
          </div>
        ))}
      </dl>
    </CardContent>
  </Card>
);
