import { Box, Chip, Stack, Typography } from '@mui/material';
import { DateField, FunctionField, Labeled, Show, SimpleShowLayout, TextField, useRecordContext } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { auditTimeSeconds } from '@tracklight/presentation';
import { MemoryCookieStatusChip } from './MemoryCookieStatusChip';

interface AuditRecord {
  id: string;
  batchId: string;
  auditTime: number | null;
  network: { name: string } | null;
  userDefinedNetwork: string | null;
  advertiser: { name: string | null } | null;
  badges: { key: string; label: string; colour: string | null }[];
  screenshots: { id: string; screenshotUrl: string; stage: string }[];
}

// react-admin first shows the row the batch page listed, which lacks badges and screenshots, until
// the full audit arrives; both parts wait for it.
const Badges = () => {
  const audit = useRecordContext<AuditRecord>();
  if (!audit?.badges?.length) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" data-testid="badges">
      {audit.badges.map((badge) => (
        <Chip key={badge.key} label={badge.label} size="small" variant="outlined" />
      ))}
    </Stack>
  );
};

const Screenshots = () => {
  const audit = useRecordContext<AuditRecord>();
  if (!audit?.screenshots) return null;
  if (!audit.screenshots.length) return <Typography color="text.secondary">No screenshots</Typography>;
  return (
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
      {audit.screenshots.map((shot) => (
        <Box key={shot.id} component="figure" sx={{ m: 0, width: 320 }}>
          <a href={shot.screenshotUrl} target="_blank" rel="noreferrer">
            <img src={shot.screenshotUrl} alt={`Screenshot: ${shot.stage}`} style={{ width: '100%', border: '1px solid #ddd' }} />
          </a>
          <Typography component="figcaption" variant="caption">
            {shot.stage}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
};

/** The audit report (/reporting/audits/{auditId}): the verdict bar, details and screenshots. */
export const AuditReport = () => {
  const { auditId = '' } = useParams();
  return (
    <Show resource="audits" id={auditId} title="Audit report" actions={false}>
      <SimpleShowLayout>
        <Labeled label="Memory Cookie Status">
          <MemoryCookieStatusChip />
        </Labeled>
        <Badges />
        <TextField source="link" label="Affiliate Link" />
        <FunctionField label="Network" render={(audit: AuditRecord) => audit.network?.name ?? audit.userDefinedNetwork ?? ''} />
        <FunctionField label="Advertiser" render={(audit: AuditRecord) => audit.advertiser?.name ?? ''} />
        <TextField source="finalDomain" label="Landing domain" emptyText="-" />
        <TextField source="countryCode" label="Country" />
        <DateField source="auditedAt" label="Audited" showTime emptyText="-" />
        <FunctionField label="Audit time" render={(audit: AuditRecord) => (audit.auditTime === null ? '-' : `${auditTimeSeconds(audit.auditTime)} s`)} />
        <TextField source="failReason" label="Failure" emptyText="-" />
        <FunctionField label="Batch" render={(audit: AuditRecord) => <Link to={`/reporting/memory/cookie/${audit.batchId}`}>View Batch</Link>} />
        <Labeled label="Screenshots">
          <Screenshots />
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
};
