import { Inject, Injectable } from '@nestjs/common';
import {
  ADVERTISER_DIRECTORY,
  AUDIT_STREAM,
  NETWORK_CATALOGUE,
  PLATFORM_CATALOGUE,
  type AdvertiserDirectory,
  type AdvertiserSighting,
  type AuditCompleted,
  type AuditEvidence,
  type NetworkCatalogue,
  type PlatformCatalogue,
} from '@tracklight/contracts';
import { decideOnStream, EventStore, StreamVersionConflictError, streamName, type CommandContext, type ReadState } from '@tracklight/event-store';
import { ProductMetrics } from '@tracklight/metrics';
import { findAdvertiserId, isNetworkHost, type NetworkDefinition } from '@tracklight/networks';
import type { Logger } from 'pino';
import { SiteAppAssociationsFetcher } from '../app-associations/site-app-associations';
import { AuditLogs, type AuditLogHandle } from '../audit-logs/audit-log';
import { AuditBrowser, networkSignals, newEvidence, queryOf, registrableDomain } from '../browser';
import { LiteRunner } from '../lite/lite-runner';
import { liteTrigger } from '../lite/lite-trigger';
import { ResidentialRetryRunner } from '../residential-retry/residential-retry';
import { AuditFilesPublisher } from '../screenshots/audit-files-publisher';
import { advertiserSettings, evaluateAudit, judgingNetworkForLink } from '../verdict';
import { decideCompletion, decideNextAttempt, foldAuditRun, MAX_BROWSER_ATTEMPTS, type AuditRunState } from './audit-attempt';
import type { AuditJob } from './audit-job';
import { countCompletedAudit } from './audit-metrics';

export class BrowserCrashedError extends Error {}

/**
 * Runs one requested audit: records that it started, observes it in the browser, finds the
 * network and advertiser, judges the evidence, and records the verdict with the evidence.
 * Safe to run twice for the same audit: a finished audit is left alone, and of two workers racing
 * for the same attempt only one goes on (audit-attempt.ts decides on the attempts each saw).
 */
@Injectable()
export class AuditRunner {
  constructor(
    private readonly store: EventStore,
    private readonly browser: AuditBrowser,
    @Inject(NETWORK_CATALOGUE) private readonly networks: NetworkCatalogue,
    @Inject(ADVERTISER_DIRECTORY) private readonly advertisers: AdvertiserDirectory,
    private readonly logs: AuditLogs,
    @Inject(PLATFORM_CATALOGUE) private readonly platforms: PlatformCatalogue,
    private readonly lite: LiteRunner,
    private readonly appAssociations: SiteAppAssociationsFetcher,
    private readonly residentialRetry: ResidentialRetryRunner,
    private readonly auditFiles: AuditFilesPublisher,
    private readonly metrics: ProductMetrics,
  ) {}

  async run(job: AuditJob): Promise<void> {
    const stream = streamName(AUDIT_STREAM, job.auditId);
    const context = { actorUserId: job.requestedBy, correlationId: job.batchId, causationId: job.auditId };
    const { events, version } = await this.store.readStream(stream);
    const seen = { state: foldAuditRun(events), version };
    const now = new Date();
    const next = await decideOnStream(this.store, stream, foldAuditRun, context, (state) => decideNextAttempt(state, seen.state.attempts, job, now), seen);
    if (next.kind === 'failed') this.metrics.auditsFailed.inc();
    if (next.kind !== 'started') return;
    this.metrics.auditsStarted.inc();
    const { attempt } = next;
    // The stream as this attempt's AuditStarted left it: the verdict is recorded only on that.
    const afterStart = { state: { attempts: attempt, finished: false }, version: version + 1n };

    const log = this.logs.start({ auditId: job.auditId, batchId: job.batchId, attempt });
    try {
      await this.audit(job, log, attempt, afterStart, context);
    } catch (error) {
      log.logger.error({ err: error }, attempt < MAX_BROWSER_ATTEMPTS ? 'attempt failed; the audit will be retried' : 'attempt failed');
      throw error;
    } finally {
      // The failed attempt's log is stored before the queue retries it (or the next run records
      // AuditFailed); a store that fails here must not hide the attempt's own error.
      await log.finish().catch(() => undefined);
    }
  }

  private async audit(
    job: AuditJob,
    { logger: log, finish: publishLog }: AuditLogHandle,
    attempt: number,
    afterStart: ReadState<AuditRunState>,
    context: CommandContext,
  ): Promise<void> {
    const stream = streamName(AUDIT_STREAM, job.auditId);
    const startedAt = Date.now();
    // Read now, not at start: an edit saved in the CMS judges the very next audit.
    const judging = judgingNetworkForLink(await this.networks.judging(), job.options);
    const network = judging?.definition ?? null;
    log.info({ network: network?.name ?? null, networkVersion: judging?.version ?? null }, 'network chosen');
    const { evidence, residentialRetry } = await this.residentialRetry.observe(
      job.auditId,
      job.options,
      (options, run) => this.observe({ ...job, options }, network, run, log),
      attempt > 1,
    );
    if (evidence.failure?.kind === 'browser-crash') {
      // Thrown so the queue retries the job; the next attempt sees this AuditStarted and counts it.
      throw new BrowserCrashedError(evidence.failure.message);
    }

    const sighting = sightingOf(job, network, evidence);
    const advertiser = sighting ? await this.advertisers.resolve(sighting) : null;
    const judge = (observed: AuditEvidence) =>
      evaluateAudit({
        evidence: observed,
        options: job.options,
        network,
        successCriteria: judging?.successCriteria ?? null,
        advertiser: advertiser ? advertiserSettings(advertiser) : null,
      });
    const verdict = judge(evidence);
    // The second opinions are part of the one AuditCompleted write (libs/contracts audit-second-runs.ts).
    const trigger = liteTrigger(job.options, evidence, verdict, this.lite.automatic);
    const [lite, siteAppAssociations] = await Promise.all([
      trigger ? this.lite.run(job.auditId, job.options, trigger, this.networkHosts(network), judge) : null,
      this.appAssociations.fetchFor(evidence),
    ]);
    const completed: AuditCompleted = {
      type: 'AuditCompleted',
      data: {
        auditId: job.auditId,
        batchId: job.batchId,
        networkId: network?.id ?? null,
        networkName: network?.name ?? null,
        networkVersion: judging?.version ?? null,
        advertiserId: advertiser?.advertiserId ?? null,
        advertiserSeen: sighting && { networkAdvertiserId: sighting.networkAdvertiserId, domain: sighting.domain },
        evidence,
        verdict,
        auditTimeMs: Date.now() - startedAt,
        auditedAt: new Date().toISOString(),
        lite,
        residentialRetry,
        siteAppAssociations,
      },
    };
    await this.auditFiles.publish({ auditId: job.auditId, evidence, residentialRetry, lite });
    log.info(
      { memoryCookieStatus: verdict.memoryCookieStatus, auditStatus: verdict.auditStatus, errors: verdict.moonpullErrors, auditTimeMs: completed.data.auditTimeMs },
      'audit completed',
    );
    // Like the screenshots: stored before AuditCompleted, so whoever reads the finished audit finds its log.
    await publishLog();
    const recorded = await decideOnStream(this.store, stream, foldAuditRun, context, (state) => decideCompletion(state, attempt, completed), afterStart);
    // Overtaken by a later attempt: failed as the lost race it is, so the queue retries the job.
    if (!recorded) throw new StreamVersionConflictError(stream, afterStart.version);
    countCompletedAudit(this.metrics, completed.data);
  }

  private networkHosts(network: NetworkDefinition | null): { isNetworkHost?: (host: string) => boolean } {
    return { isNetworkHost: network ? (host) => isNetworkHost(network, host) : undefined };
  }

  private async observe(
    job: AuditJob,
    network: NetworkDefinition | null,
    { isRetry, screenshotStem }: { isRetry: boolean; screenshotStem: string },
    log: Logger,
  ): Promise<AuditEvidence> {
    const options = job.allowChromiumFlags ? job.options : { ...job.options, chromiumFlags: null };
    if (network && !network.supported) {
      // Nothing to learn in a browser: the product does not audit this network (spec section 9).
      const evidence = newEvidence(options, { auditId: screenshotStem, isRetry }, null);
      return { ...evidence, failure: { kind: 'unsupported-network', message: `${network.name} links are not supported` } };
    }
    return this.browser.observeAudit(options, {
      auditId: screenshotStem,
      isRetry,
      ...this.networkHosts(network),
      signals: networkSignals(network, options),
      log,
      // Read per audit, like the networks: a fingerprint edited in the CMS is used by the next audit.
      platforms: await this.platforms.fingerprints(),
    });
  }
}

/** The advertiser an audit landed on, as the landing's domain and the network's id for it in the links identify it. */
function sightingOf(job: AuditJob, network: NetworkDefinition | null, evidence: AuditEvidence): AdvertiserSighting | null {
  const landing = evidence.stages[0];
  const domain = landing ? registrableDomain(landing.url) : null;
  if (!domain || evidence.failure) return null;
  const queries = [queryOf(job.options.link), ...evidence.hops.map((hop) => hop.query)];
  return {
    networkId: network?.id ?? null,
    networkAdvertiserId: network ? findAdvertiserId(network, queries) : null,
    domain,
    auditId: job.auditId,
  };
}
