import { Typography } from '@mui/material';
import type { AuditRecord } from '../audit-view/audit-record';
import { Section } from './Section';

/** Pretty JSON for reading; the stored text is JSON already (the audit runner keeps nothing else). */
const pretty = (json: string) => JSON.stringify(JSON.parse(json), null, 2);

const AssociationFile = ({ title, json }: { title: string; json: string | null }) => (
  <>
    <Typography variant="subtitle2" sx={{ mt: 1 }}>
      {title}
    </Typography>
    {json ? (
      <Typography component="pre" variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', m: 0 }}>
        {pretty(json)}
      </Typography>
    ) : (
      <Typography variant="body2" color="text.secondary">
        Not found on the landing domain.
      </Typography>
    )}
  </>
);

/**
 * The landing domain's app association files (spec section 3). The server sends them only to users
 * with the appAssociations access right, so the section shows only for them.
 */
export const SiteAppAssociations = ({ audit }: { audit: Pick<AuditRecord, 'siteAppAssociations'> }) => {
  const files = audit.siteAppAssociations;
  if (!files) return null;
  return (
    <Section title="Site app associations" testId="site-app-associations">
      <AssociationFile title="Apple (apple-app-site-association)" json={files.appleAppSiteAssociation} />
      <AssociationFile title="Android (assetlinks.json)" json={files.androidAppSiteAssociation} />
    </Section>
  );
};
