import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EventStore } from '@tracklight/event-store';
import { ProjectionHost } from '@tracklight/platform';
import { catchUpToNow } from '@tracklight/read-models';
import { CmsContentProjection } from '../cms-content/cms-content.projection';
import { ResultContentProjection } from '../cms-content/result-content.projection';
import { LinkAssuranceProjection } from '../link-assurance/link-assurance.projection';
import { VerdictAlertsProjection } from '../verdict-alerts/verdict-alerts.projection';
import { AuditListProjection } from './audit-list.projection';

/** Reporting's projections: registered with the platform, which runs them. */
@Injectable()
export class ReportingReadModels implements OnModuleInit {
  readonly audits = new AuditListProjection();
  readonly linkAssurance = new LinkAssuranceProjection();
  /** CMP names and whitelisting requests. */
  readonly cmsContent = new CmsContentProjection();
  /** Error texts and toggles, guided results, enhanced statuses. */
  readonly resultContent = new ResultContentProjection();
  readonly verdictAlerts = new VerdictAlertsProjection();

  constructor(
    private readonly host: ProjectionHost,
    private readonly store: EventStore,
    private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    this.host.register(this.audits);
    this.host.register(this.linkAssurance);
    this.host.register(this.cmsContent);
    this.host.register(this.resultContent);
    this.host.register(this.verdictAlerts);
  }

  /** Applies everything committed so far, so a command's answer shows its own change. */
  async catchUp(): Promise<void> {
    await catchUpToNow(this.store, this.dataSource, this.audits);
    await catchUpToNow(this.store, this.dataSource, this.linkAssurance);
    await catchUpToNow(this.store, this.dataSource, this.cmsContent);
    await catchUpToNow(this.store, this.dataSource, this.resultContent);
    await catchUpToNow(this.store, this.dataSource, this.verdictAlerts);
  }

  /** Catches up until `done` holds (or `ms` pass): for waiting on other processes' work. */
  async catchUpUntil(done: () => Promise<boolean>, ms = 3000): Promise<void> {
    const deadline = Date.now() + ms;
    for (;;) {
      await this.catchUp();
      if ((await done()) || Date.now() > deadline) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}
