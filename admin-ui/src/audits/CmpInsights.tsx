import { LinearProgress } from '@mui/material';
import { AuditPageFrame } from './AuditPageFrame';
import type { AuditRecord } from '../audit-view/audit-record';
import { cmpFacts } from './consent-journey';
import { FactList } from './FactList';
import { JourneyTable } from './JourneyTable';
import { ScreenshotGallery } from './ScreenshotGallery';
import { Section } from './Section';
import { useTechnicalReport } from './use-technical-report';

const CmpInsightsBody = ({ audit }: { audit: AuditRecord }) => {
  // What the banner did is only in the recorded evidence; without it those facts read '-'.
  const { data: report, isPending } = useTechnicalReport(audit);
  if (isPending) return <LinearProgress />;
  const observation = report?.stages[0]?.cmp ?? null;
  return (
    <>
      <Section title="Consent platform">
        <FactList facts={cmpFacts(audit, observation)} testId="cmp-facts" />
      </Section>
      <Section title="Consent stages">
        <JourneyTable audit={audit} />
      </Section>
      <Section title="Screenshots">
        <ScreenshotGallery screenshots={audit.screenshots} />
      </Section>
    </>
  );
};

/** CMP insights (/reporting/audits/{auditId}/cmp-insights): the consent platform and what consent changed. */
export const CmpInsights = () => <AuditPageFrame title="CMP Insights">{(audit) => <CmpInsightsBody audit={audit} />}</AuditPageFrame>;
