import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Response } from 'supertest';
import { awinClick } from '../../../../../services/audit-runner/src/verdict/test-support/evidence-builders';
import { createActiveUser, createCompany } from '../../../../../services/auth/src/test-support/auth-test-app';
import { completeAudit, createReportingTestApp, requestCompanyAudits, type ReportingTestApp } from '../../test-support/reporting-test-app';

// A 4×4 PNG, so the printed page has a picture to draw.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEklEQVR4nGP4z8CAB+GTG8HSALfKY52fTcuYAAAAAElFTkSuQmCC', 'base64');

/** The printed reports of an audit (GET /audits/{id}/*-pdf), read back with poppler. */
describe('audit PDF reports (real Chromium, read back with pdftotext and pdftoppm)', () => {
  let t: ReportingTestApp;
  let dir: string;
  let pat: string;
  let quinn: string;
  let auditId: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tracklight-pdf-'));
    t = await createReportingTestApp('audit_pdf', { AUDIT_WORKER: 'false', PRODUCT_NAME: 'Linkwatch', SCREENSHOT_DIR: dir });
    const companyP = await createCompany(t, { name: 'Publisher P' });
    const companyQ = await createCompany(t, { name: 'Publisher Q' });
    const p = await createActiveUser(t, { email: 'pat@p.example', companyId: companyP });
    const q = await createActiveUser(t, { email: 'quinn@q.example', companyId: companyQ });
    pat = `Bearer ${p.tokens.accessToken}`;
    quinn = `Bearer ${q.tokens.accessToken}`;
    const { batchId, auditIds } = await requestCompanyAudits(t.store, companyP, p.id, [{ link: 'https://www.awin1.com/cread.php?awinmid=1001&awinaffid=1' }]);
    [auditId] = auditIds;
    const scenario = awinClick().withAcceptedBanner();
    const evidence = scenario.build();
    for (const stage of evidence.stages) {
      stage.screenshot = `${auditId}-${stage.stage}.png`;
      writeFileSync(join(dir, stage.screenshot), PNG);
    }
    await completeAudit(t.store, { auditId, batchId }, evidence, scenario.evaluate());
    await t.settleReports();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const binary = (res: Response, callback: (error: Error | null, body: Buffer) => void) => {
    const parts: Buffer[] = [];
    res.on('data', (part: Buffer) => parts.push(part));
    res.on('end', () => callback(null, Buffer.concat(parts)));
  };
  const download = (bearer: string, document: string) => t.http().get(`/audits/${auditId}/${document}`).set('authorization', bearer).buffer(true).parse(binary);
  /** The PDF's text, and its pages drawn as PNGs (how many, and that each has pixels). */
  const readBack = (pdf: Buffer, name: string) => {
    const file = join(dir, `${name}.pdf`);
    writeFileSync(file, pdf);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    execFileSync('pdftoppm', ['-png', '-r', '40', file, join(dir, `${name}-page`)]);
    const pages = readdirSync(dir).filter((f) => f.startsWith(`${name}-page`) && f.endsWith('.png'));
    return { text, pages: pages.map((page) => statSync(join(dir, page)).size) };
  };

  it('prints the audit report: brand, verdict and what it means, stage checks and screenshots', async () => {
    const res = await download(pat, 'pdf').expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Linkwatch Audit report ${auditId}.pdf"`);
    const { text, pages } = readBack(res.body as Buffer, 'audit');
    expect(text).toContain('Linkwatch');
    expect(text).toContain('Audit report');
    // The scenario's cookie never arrives (5.4, 6.4, 7.4): the verdict and its meaning in words.
    expect(text).toMatch(/VERDICT No memory cookie No \S+ memory cookie was found on the advertiser's site, even after consent and a reload/);
    expect(text).toContain('Stage checks Stage Network tag Memory cookie Click id Landing page Passed Failed Passed');
    expect(text).toContain('5.4 Memory cookie missing');
    expect(text).toContain('Screenshots Landing page After consent After consent, next page');
    expect(text).toContain(auditId);
    expect(pages.length).toBeGreaterThanOrEqual(1);
    for (const size of pages) expect(size).toBeGreaterThan(1000);
  }, 60_000);

  it('prints the consent and advertiser reports with their own sections', async () => {
    const consent = readBack((await download(pat, 'consent-pdf').expect(200)).body as Buffer, 'consent');
    expect(consent.text).toContain('Consent report');
    expect(consent.text).toContain('How the advertiser’s consent banner affected tracking');
    const advertiser = readBack((await download(pat, 'advertiser-pdf').expect(200)).body as Buffer, 'advertiser');
    expect(advertiser.text).toContain('Advertiser report');
    expect(advertiser.text).toMatch(/Advertiser (Name|The landing domain)/);
    const noAni = readBack((await download(pat, 'no-ani-pdf').expect(200)).body as Buffer, 'no-ani');
    expect(noAni.text).toContain('No network identifier (ANI)');
  }, 60_000);

  it("keeps another company's audit out, and names a wrong report or id", async () => {
    expect((await t.http().get(`/audits/${auditId}/pdf`).set('authorization', quinn).expect(404)).body.errorMessage).toBe('No such audit.');
    expect((await t.http().get(`/audits/${auditId}/everything-pdf`).set('authorization', pat).expect(400)).body.errorMessage).toMatch(/^The report is one of pdf, advertiser-pdf/);
    expect((await t.http().get(`/audits/not-an-id/pdf`).set('authorization', pat).expect(400)).body.errorMessage).toBe('That id is not valid.');
    await t.http().get(`/audits/${auditId}/pdf`).expect(401);
  });
});
