import { Alert, Chip, Typography } from '@mui/material';
import { Datagrid, FunctionField, TextField } from 'react-admin';
import { AuditList } from '../audit-search/AuditList';
import { MemoryCookieStatusChip } from '../audit-view/MemoryCookieStatusChip';
import { advertiserName, networkName } from '../audit-view/audit-row-fields';
import { DateTimeField } from '../dates/DateTimeField';
import { safeExporter } from '../export/safe-exporter';
import { EmptyState } from '../lists/EmptyState';
import { KeyboardRowsBody } from '../lists/keyboard-rows';
import { SubmitLinksButton } from '../lists/SubmitLinksButton';
import { secondOpinion, type Agreement } from './second-opinion';
import { litePath, liteVerdict, SECOND_OPINION_EXPORT_COLUMNS, whyLiteRan, type SecondOpinionRow } from './second-opinion-columns';

const exporter = safeExporter('second-opinions', SECOND_OPINION_EXPORT_COLUMNS);

const AGREEMENT_COLOUR: Record<Agreement, 'success' | 'error' | 'warning' | 'default'> = {
  agree: 'success',
  disagree: 'error',
  'lite-failed': 'warning',
  pending: 'default',
};

const NoSecondOpinions = () => (
  <EmptyState
    message="No audit has a Lite second opinion yet"
    hint="Lite runs when a batch asks for it (the submit API's useLite option), or by itself when an audit ends in manual review or the site blocks the audit. Its audits then show here."
    action={<SubmitLinksButton />}
  />
);

/**
 * The web unlocker journey (/web-unlocker-journey): every audit a Lite run gave a second opinion
 * on, the audit's own browser's verdict beside what the Lite path (local processing or the web
 * unlocker) saw, and whether they agree. A row opens the audit's Lite page.
 */
export const WebUnlockerJourney = () => (
  <AuditList resource="secondOpinions" title="Web Unlocker Journey" exporter={exporter} empty={<NoSecondOpinions />}>
    <Alert severity="info" sx={{ m: 1 }}>
      <Typography variant="body2">
        Each audit below was also run by Lite, a second path to the landing page (local processing, or the web unlocker when the site blocks
        ordinary browsers). Where the two disagree, open the audit to compare their screenshots.
      </Typography>
    </Alert>
    <Datagrid rowClick={(id) => `/reporting/audits/${id}/lite-results`} bulkActionButtons={false} body={<KeyboardRowsBody />} data-testid="second-opinions">
      <TextField source="link" label="Affiliate Link" />
      <FunctionField label="Advertiser" sortBy="advertiser" render={advertiserName} />
      <FunctionField label="Network" sortBy="network" render={networkName} />
      <FunctionField label="Audit's verdict" sortBy="memoryCookieStatus" render={() => <MemoryCookieStatusChip own />} />
      <FunctionField<SecondOpinionRow> label="Lite's verdict" sortable={false} render={liteVerdict} />
      <FunctionField<SecondOpinionRow> label="Lite path" sortable={false} render={litePath} />
      <FunctionField<SecondOpinionRow> label="Why Lite ran" sortable={false} render={whyLiteRan} />
      <FunctionField<SecondOpinionRow>
        label="Agreement"
        sortable={false}
        render={(audit) => {
          const { agreement, text } = secondOpinion(audit);
          return <Chip size="small" label={text} color={AGREEMENT_COLOUR[agreement]} data-testid="agreement" data-agreement={agreement} />;
        }}
      />
      <DateTimeField source="auditedAt" label="Audited" />
    </Datagrid>
  </AuditList>
);
