import { Inject, Injectable } from '@nestjs/common';
import type { AuthenticatedUser } from '@tracklight/access';
import { publicUrlOf, type Settings } from '@tracklight/config';
import { SETTINGS } from '@tracklight/platform';
import type { Where } from '@tracklight/list-query';
import { AuditQueries, MAX_PER_PAGE } from '../audits/audit-queries';
import type { AuditGqlView } from '../audits/audit.views';

/** One link's result as the assurance API answers it (issue 21). */
export interface AssuranceResult {
  auditId: string;
  batchId: string;
  link: string;
  /** The memory cookie status code (spec section 4). */
  status: string | null;
  /** What the screens show for it, in words (display precedence included). */
  statusText: string | null;
  colour: string | null;
  auditedAt: Date | null;
  reportUrl: string;
}

/** Audits of runs of templates flagged useForLinkAssurance, and not deleted. */
const FROM_ASSURANCE_TEMPLATES = `a.batch_id IN (
  SELECT r.batch_id FROM reporting.assurance_runs r
    JOIN reporting.assurance_templates t ON t.template_id = r.template_id
   WHERE t.use_for_link_assurance AND NOT t.deleted)`;

const FINISHED = `a.status IN ('DONE', 'FAILED')`;

@Injectable()
export class AssuranceQueries {
  constructor(
    private readonly audits: AuditQueries,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {}

  /** The latest finished audit of the link in the caller's company, from link-assurance templates. */
  async latestForLink(user: AuthenticatedUser, link: string): Promise<AssuranceResult | null> {
    const where = this.audits.scoped(user).add((p) => `a.link = ${p(link)}`).add(() => FINISHED).add(() => FROM_ASSURANCE_TEMPLATES);
    const [audit] = await this.audits.list(user, where, 'a.audited_at DESC NULLS LAST, a.id', 1);
    return audit ? this.resultOf(audit) : null;
  }

  /** The audits of one batch of the caller's company, in link order; null when it has none to show. */
  async forBatch(user: AuthenticatedUser, batchId: string): Promise<AssuranceResult[] | null> {
    const where: Where = this.audits.scoped(user).add((p) => `a.batch_id = ${p(batchId)}`);
    const audits = await this.audits.list(user, where, 'a.batch_position, a.id', MAX_PER_PAGE);
    return audits.length ? audits.map((audit) => this.resultOf(audit)) : null;
  }

  private resultOf(audit: AuditGqlView): AssuranceResult {
    return {
      auditId: audit.id,
      batchId: audit.batchId,
      link: audit.link,
      status: audit.memoryCookieStatus,
      statusText: audit.displayStatus.text ?? audit.memoryCookieStatusReadable,
      colour: audit.displayStatus.colour ?? audit.memoryCookieStatusColour,
      auditedAt: audit.auditedAt,
      reportUrl: `${publicUrlOf(this.settings)}/#/reporting/audits/${audit.id}`,
    };
  }
}
