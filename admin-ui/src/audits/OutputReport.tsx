import PrintIcon from '@mui/icons-material/Print';
import { Box, Button, Chip } from '@mui/material';
import { auditTimeSeconds } from '@tracklight/presentation';
import { advertiserName, networkName } from '../audit-view/audit-row-fields';
import { AuditPageFrame } from './AuditPageFrame';
import type { AuditRecord } from '../audit-view/audit-record';
import { BadgeStrip } from './BadgeStrip';
import { chipColour } from '../audit-view/chip-colour';
import { FactList, type Fact } from './FactList';
import { JourneyTable } from './JourneyTable';
import { Section } from './Section';
import { ErrorId } from './StageChecksTable';
import { When } from '../dates/When';

/** The platform's own reading of the audit: its status, not the guided result the report may show. */
const outputFacts = (audit: AuditRecord): Fact[] => [
  {
    label: 'Memory Cookie Status',
    value: <Chip label={audit.memoryCookieStatusReadable} color={chipColour(audit.memoryCookieStatusColour)} size="small" data-testid="output-status" />,
  },
  { label: 'Audit status', value: audit.status },
  { label: 'Affiliate Link', value: audit.link },
  { label: 'Network', value: networkName(audit) || '-' },
  { label: 'Advertiser', value: advertiserName(audit) || '-' },
  { label: 'Landing domain', value: audit.finalDomain ?? '-' },
  { label: 'Country', value: audit.countryCode },
  { label: 'Audited', value: <When value={audit.auditedAt} empty="-" /> },
  { label: 'Audit time', value: audit.auditTime === null ? '-' : `${auditTimeSeconds(audit.auditTime)} s` },
  { label: 'Cookie status', value: audit.cookieStatusLetters },
  { label: 'Errors', value: audit.moonpullErrors.length ? audit.moonpullErrors.map(({ moonpullErrorId, description }) => <ErrorId key={moonpullErrorId} id={moonpullErrorId} description={description} spelledOut />) : '-' },
  { label: 'Failure', value: audit.failReason ?? audit.otherReason ?? '-' },
];

/** The output report (/reporting/audits/{auditId}/output-report): the platform's result of the audit, printable. */
export const OutputReport = () => (
  <AuditPageFrame title="Output Report">
    {(audit) => (
      <>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', displayPrint: 'none' }}>
          <Button startIcon={<PrintIcon />} onClick={() => window.print()}>
            Print
          </Button>
        </Box>
        <Section title="Result">
          <FactList facts={outputFacts(audit)} testId="output-facts" />
        </Section>
        <Section title="Details">
          <BadgeStrip badges={audit.badges} />
        </Section>
        <Section title="Consent stages">
          <JourneyTable audit={audit} />
        </Section>
      </>
    )}
  </AuditPageFrame>
);
