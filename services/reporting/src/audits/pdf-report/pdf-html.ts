import { stageLabel, type PdfDocument, type StageCheckResult, type StageCheckRow } from '@tracklight/presentation';
import type { AuditGqlView } from '../audit.views';

export interface PdfInputs {
  productName: string;
  document: PdfDocument;
  audit: AuditGqlView;
  stageChecks: StageCheckRow[];
  /** The screenshots to print, inline (the printing browser has no network). */
  screenshots: { stage: string; dataUri: string }[];
  printedAt: Date;
}

const escape = (value: unknown): string =>
  String(value ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

// The screens' chip colours (libs/presentation Colour), printed.
const COLOURS: Record<string, string> = { primary: '#1565c0', success: '#2e7d32', warning: '#ed6c02', danger: '#c62828', secondary: '#616161' };
const CHECK_WORDS: Record<StageCheckResult, string> = { OK: 'Passed', N: 'Failed', 'N/A': 'Not checked', '-': 'Not reached' };

const day = (date: Date | null) => (date ? new Date(date).toISOString().replace('T', ' ').slice(0, 16) + ' UTC' : '-');
const percent = (value: number | null) => (value === null ? '-' : `${Math.round(value)}%`);

const facts = (rows: [string, unknown][]) =>
  `<table class="facts">${rows.map(([label, value]) => `<tr><th>${escape(label)}</th><td>${escape(value ?? '-') || '-'}</td></tr>`).join('')}</table>`;

const verdictOf = (audit: AuditGqlView) => {
  const text = audit.displayStatus.text ?? audit.memoryCookieStatusReadable;
  const colour = COLOURS[audit.displayStatus.colour ?? 'secondary'] ?? COLOURS.secondary;
  return `<section class="verdict" style="border-color:${colour}">
    <div class="label">Verdict</div>
    <div class="status" style="color:${colour}">${escape(text)}</div>
    <p>${escape(audit.verdictSentence)}</p>
  </section>`;
};

const checksTable = (rows: StageCheckRow[]) =>
  rows.length === 0
    ? '<p>The audit did not finish, so no stage was checked.</p>'
    : `<table class="grid"><thead><tr><th>Stage</th><th>Network tag</th><th>Memory cookie</th><th>Click id</th></tr></thead><tbody>${rows
        .map((row) => `<tr><td>${escape(stageLabel(row.stage))}</td>${[row.network, row.consent, row.next].map((r) => `<td class="check-${r === 'N' ? 'failed' : r === 'OK' ? 'ok' : 'none'}">${CHECK_WORDS[r]}</td>`).join('')}</tr>`)
        .join('')}</tbody></table>`;

const problems = (audit: AuditGqlView) =>
  audit.moonpullErrors.length === 0
    ? '<p>No problem was found.</p>'
    : `<ul>${audit.moonpullErrors.map((e) => `<li><strong>${escape(e.moonpullErrorId)}</strong> ${escape(e.description ?? '')}</li>`).join('')}</ul>`;

const advertiserSection = (audit: AuditGqlView) => {
  const advertiser = audit.advertiser;
  if (!advertiser) return `<h2>Advertiser</h2><p>The landing domain ${escape(audit.finalDomain ?? '-')} is not in the advertiser catalogue yet.</p>`;
  return `<h2>Advertiser</h2>${facts([
    ['Name', advertiser.name],
    ['Domain', advertiser.domain],
    ['Can be audited', advertiser.cannotAudit ? `No: ${advertiser.cannotAuditReason ?? 'reason not given'}` : 'Yes'],
    ['Comment', advertiser.publicComment],
  ])}`;
};

const screenshotSection = (screenshots: PdfInputs['screenshots']) =>
  screenshots.length === 0
    ? '<h2>Screenshots</h2><p>No screenshot was taken at these stages.</p>'
    : `<h2>Screenshots</h2>${screenshots
        .map((s) => `<figure><img src="${s.dataUri}" alt="${escape(stageLabel(s.stage))}"><figcaption>${escape(stageLabel(s.stage))}</figcaption></figure>`)
        .join('')}`;

/** The printed report: the product's brand, the verdict and what it means, the checks and screenshots. */
export function pdfHtml({ productName, document, audit, stageChecks, screenshots, printedAt }: PdfInputs): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(`${productName} ${document.title}`)}</title><style>
  body { font-family: 'DejaVu Sans', Arial, sans-serif; font-size: 10.5pt; color: #212121; }
  header { display: flex; justify-content: space-between; align-items: baseline; border-bottom: 3px solid #1565c0; padding-bottom: 6px; }
  .brand { font-size: 18pt; font-weight: bold; color: #1565c0; }
  h1 { font-size: 15pt; margin: 14px 0 4px; } h2 { font-size: 12pt; margin: 18px 0 6px; border-bottom: 1px solid #ddd; }
  .about { color: #555; }
  .verdict { border-left: 6px solid; padding: 6px 12px; margin: 12px 0; background: #fafafa; page-break-inside: avoid; }
  .verdict .label { font-size: 9pt; text-transform: uppercase; color: #666; } .verdict .status { font-size: 15pt; font-weight: bold; }
  table { border-collapse: collapse; width: 100%; } th, td { text-align: left; padding: 3px 6px; vertical-align: top; }
  .facts th { width: 28%; color: #555; font-weight: normal; } .facts td { word-break: break-all; }
  .grid th, .grid td { border: 1px solid #ccc; } .grid thead th { background: #eee; }
  .check-failed { color: #c62828; font-weight: bold; } .check-ok { color: #2e7d32; } .check-none { color: #757575; }
  figure { margin: 10px 0; page-break-inside: avoid; } figure img { width: 100%; border: 1px solid #ccc; } figcaption { font-size: 9pt; color: #555; }
  footer { margin-top: 20px; font-size: 8.5pt; color: #777; }
</style></head><body>
<header><span class="brand">${escape(productName)}</span><span>${escape(document.title)}</span></header>
<h1>${escape(document.title)}: ${escape(audit.advertiser?.name ?? audit.finalDomain ?? audit.link)}</h1>
<p class="about">${escape(document.about)}</p>
${verdictOf(audit)}
${facts([
  ['Affiliate link', audit.link],
  ['Network', audit.network?.name ?? audit.userDefinedNetwork],
  ['Landing domain', audit.finalDomain],
  ['Country', audit.countryCode.toUpperCase()],
  ['Consent platform', audit.detectedCmp?.name ?? audit.cmpVendor ?? 'None detected'],
  ['Tracking lost (handover impact)', percent(audit.handoverImpact)],
  ['Audited', day(audit.auditedAt)],
  ['Audit id', audit.id],
])}
${document.advertiser ? advertiserSection(audit) : ''}
<h2>Stage checks</h2>
${checksTable(stageChecks)}
<h2>Problems found</h2>
${problems(audit)}
${screenshotSection(screenshots)}
<footer>Printed by ${escape(productName)} on ${escape(day(printedAt))}. The verdict is what a real browser saw on the day of the audit; run the link again for today's picture.</footer>
</body></html>`;
}
