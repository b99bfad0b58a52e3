import { Stack } from '@mui/material';
import { DateField, FunctionField, Labeled, SimpleShowLayout, TextField } from 'react-admin';
import { Link } from 'react-router-dom';
import { auditTimeSeconds } from '@tracklight/presentation';
import { advertiserName, networkName } from '../dashboard/audit-row-fields';
import { AuditPageFrame } from './AuditPageFrame';
import type { AuditRecord } from './audit-record';
import { AuditResultBar } from './AuditResultBar';
import { BadgeStrip } from './BadgeStrip';
import { MemoryCookieStatusChip } from './MemoryCookieStatusChip';
import { ScreenshotGallery } from './ScreenshotGallery';

/** The audit report (/reporting/audits/{auditId}): the result bar, badges, details and screenshots. */
export const AuditReport = () => (
  <AuditPageFrame title="Audit Report">
    {(audit) => (
      <Stack spacing={2}>
        <AuditResultBar audit={audit} />
        <BadgeStrip badges={audit.badges} />
        <SimpleShowLayout sx={{ p: 0 }}>
          <Labeled label="Memory Cookie Status">
            <MemoryCookieStatusChip />
          </Labeled>
          <TextField source="link" label="Affiliate Link" />
          <FunctionField label="Network" render={networkName} />
          <FunctionField label="Advertiser" render={advertiserName} />
          <TextField source="finalDomain" label="Landing domain" emptyText="-" />
          <TextField source="countryCode" label="Country" />
          <DateField source="auditedAt" label="Audited" showTime emptyText="-" />
          <FunctionField label="Audit time" render={(record: AuditRecord) => (record.auditTime === null ? '-' : `${auditTimeSeconds(record.auditTime)} s`)} />
          <TextField source="failReason" label="Failure" emptyText="-" />
          <TextField source="otherReason" label="Other reason" emptyText="-" />
          <FunctionField label="Batch" render={(record: AuditRecord) => <Link to={`/reporting/memory/cookie/${record.batchId}`}>View Batch</Link>} />
          <Labeled label="Screenshots">
            <ScreenshotGallery screenshots={audit.screenshots} />
          </Labeled>
        </SimpleShowLayout>
      </Stack>
    )}
  </AuditPageFrame>
);
