import type { LandingStage } from './stage-checks';

/** One of the printed reports of an audit (spec section 7: GET /audits/{id}/<document>). */
export interface PdfDocument {
  id: string;
  title: string;
  /** What this document is about, above the verdict. */
  about: string;
  /** The advertiser's record (name, domain, comment) is printed. */
  advertiser?: boolean;
  /** Only these stages' screenshots; all of them when absent. */
  stages?: readonly LandingStage[];
  /** The audit page offers this document only for audits with this status. */
  forStatus?: string;
}

export const PDF_DOCUMENTS: readonly PdfDocument[] = [
  { id: 'pdf', title: 'Audit report', about: 'What the audit of this affiliate link found, stage by stage, with what the browser saw.' },
  {
    id: 'advertiser-pdf',
    title: 'Advertiser report',
    about: 'The audit of this link as it concerns the advertiser: where the link landed, the advertiser’s record, and whether the network’s tracking survived the visit.',
    advertiser: true,
  },
  {
    id: 'consent-pdf',
    title: 'Consent report',
    about: 'How the advertiser’s consent banner affected tracking: the landing page before any choice, then after the banner was accepted.',
    stages: ['alp', 'alp-post-consent'],
  },
  {
    id: 'immediate-pdf',
    title: 'Cookie immediately',
    about: 'This link was audited for whether the network’s memory cookie is set on arrival, before any consent choice.',
    stages: ['alp'],
    forStatus: 'IMMEDIATE',
  },
  {
    id: 'no-cookie-pdf',
    title: 'No memory cookie',
    about: 'This link was audited for whether the network’s memory cookie is set at all, before or after consent.',
    forStatus: 'NO_MEMORY_COOKIE',
  },
  {
    id: 'no-ani-pdf',
    title: 'No network identifier (ANI)',
    about:
      'This link was audited for whether the advertiser’s cookie records the network that sent the visitor (the ANI). Without it the advertiser cannot tell the sale came through the network, and may not pay the commission.',
    advertiser: true,
  },
  {
    id: 'user-consent-refresh-pdf',
    title: 'Cookie with consent and refresh',
    about: 'This link was audited for whether the network’s memory cookie needs the visitor to accept the consent banner and then move to another page.',
    forStatus: 'CONDITIONAL_ON_CMP_AND_REFRESH',
  },
];

export const pdfDocument = (id: string): PdfDocument | undefined => PDF_DOCUMENTS.find((document) => document.id === id);
