import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { z } from 'zod';
import { CurrentUser, Operation, ZodPipe, type AuthenticatedUser } from '@tracklight/access';
import { AuditQueries } from '../audit-queries';
import { evidenceDiff } from './evidence-diff';
import { EvidenceDiffView, type EvidenceDiffAuditView, type EvidenceDiffMark } from './evidence-diff.views';

const AuditId = new ZodPipe(z.uuid('That audit id is not valid.'));

type ReadAudit = NonNullable<Awaited<ReturnType<AuditQueries['one']>>>;

const auditOf = ({ row, audit }: ReadAudit): EvidenceDiffAuditView => ({
  id: row.id,
  batchId: row.batchId,
  link: row.link,
  countryCode: row.countryCode,
  auditedAt: row.auditedAt,
  memoryCookieStatus: row.memoryCookieStatus,
  memoryCookieStatusReadable: audit.memoryCookieStatusReadable,
});

const sideOf = ({ row, evidence }: ReadAudit) => ({
  status: row.status,
  memoryCookieStatus: row.memoryCookieStatus,
  networkName: row.networkName,
  failReason: row.failReason,
  verdict: row.verdict,
  moonpullErrors: row.moonpullErrors,
  evidence,
});

@Resolver()
export class AuditEvidenceDiffResolver {
  constructor(private readonly audits: AuditQueries) {}

  /**
   * Two runs' evidence side by side with the differences marked (e.g. an audit and its previous
   * comparison audit). Null when either audit is absent or another company's, as auditOne.
   */
  @Query(() => EvidenceDiffView, { nullable: true })
  @Operation('reporting.audits.read')
  async auditEvidenceDiff(
    @CurrentUser() user: AuthenticatedUser,
    @Args('leftAuditId', { type: () => ID }, AuditId) leftAuditId: string,
    @Args('rightAuditId', { type: () => ID }, AuditId) rightAuditId: string,
  ): Promise<EvidenceDiffView | null> {
    const [left, right] = await Promise.all([
      this.audits.one(user, { id: leftAuditId }),
      this.audits.one(user, { id: rightAuditId }),
    ]);
    if (!left || !right) return null;
    const sections = evidenceDiff(sideOf(left), sideOf(right)).map((section) => ({
      ...section,
      rows: section.rows.map((row) => ({ ...row, mark: row.mark as EvidenceDiffMark })),
    }));
    return {
      left: auditOf(left),
      right: auditOf(right),
      sameLink: left.row.link === right.row.link && left.row.countryCode === right.row.countryCode,
      differences: sections.reduce((sum, section) => sum + section.differences, 0),
      sections,
    };
  }
}
