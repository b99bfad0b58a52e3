import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { badRequest } from '@tracklight/access';
import {
  ADVERTISER_DIRECTORY,
  AUDIT_STREAM,
  NETWORK_CATALOGUE,
  NETWORK_STREAM,
  type AdvertiserDirectory,
  isAuditRequested,
  type AuditOptions,
  type NetworkCatalogue,
} from '@tracklight/contracts';
import {
  decideOnStream,
  EventStore,
  streamName,
  type CommandContext,
  type ReadStreamResult,
} from '@tracklight/event-store';
import { catchUpToNow } from '@tracklight/read-models';
import { advertiserSettings, type AdvertiserSettings } from '../verdict';
import { foldJudgedAudit, type JudgedAudit } from './audit-judgement';
import { JudgedAuditsProjection } from './judged-audits.projection';
import { NetworkVersions } from './network-versions';
import { decideRejudge, rejudgeNow, type JudgingRules, type Rejudgement } from './rejudge-decision';

/** Which audits to judge again; at least one is given (rejudge-audits.resolver.ts). */
export interface RejudgeFilter {
  batchId?: string | null;
  from?: Date | null;
  to?: Date | null;
  /** Audits whose current verdict that network judged. */
  networkId?: string | null;
}

export interface RejudgedAudit extends Rejudgement {
  options: AuditOptions;
  link: string;
  auditedAt: Date;
  /** True once its AuditRejudged is stored. */
  applied: boolean;
}

export interface RejudgeOutcome {
  apply: boolean;
  /** Completed audits the filter chose. */
  examined: number;
  /** Of those, the audits whose verdict changes. */
  changed: number;
  /** AuditRejudged events appended (apply only). */
  written: number;
  /** The changed audits, oldest first, at most MAX_LISTED_CHANGES of them. */
  changes: RejudgedAudit[];
}

/** More audits than this in one call is a mistake in the filter more often than a plan. */
export const MAX_REJUDGED_AUDITS = 250_000;
/** The table answers this many changes; the counts tell the rest. */
export const MAX_LISTED_CHANGES = 1000;
const PAGE = 500;
const PARALLEL_APPENDS = 4;

/** Today's rules: network definitions and versions, and each advertiser's settings. */
interface RulesNow {
  versions: NetworkVersions;
  for(audit: JudgedAudit): Promise<JudgingRules>;
}

interface Candidate {
  audit_id: string;
  batch_id: string;
  request_position: string;
  audited_at: Date;
}

interface Page {
  candidates: Candidate[];
  streams: Map<string, ReadStreamResult>;
  options: Map<string, AuditOptions>;
}

/** The same WHERE clause for the count and the pages. */
function whereOf(filter: RejudgeFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const clauses = ['audited_at IS NOT NULL'];
  const add = (clause: (p: string) => string, value: unknown) => {
    params.push(value);
    clauses.push(clause(`$${params.length}`));
  };
  if (filter.batchId) add((p) => `batch_id = ${p}`, filter.batchId);
  if (filter.from) add((p) => `audited_at >= ${p}`, filter.from);
  if (filter.to) add((p) => `audited_at <= ${p}`, filter.to);
  if (filter.networkId) add((p) => `network_id = ${p}`, filter.networkId);
  return { sql: clauses.join(' AND '), params };
}

/**
 * Judges the stored evidence of the chosen audits again under today's network definitions and
 * advertiser settings, without a browser; with `apply`, appends AuditRejudged to each audit whose
 * memory cookie status or errors change (AuditCompleted, and with it the original verdict, stays).
 * Each audit is its own write: an audit that changes meanwhile is decided again on its new state,
 * and a second apply writes nothing more.
 */
@Injectable()
export class RejudgeAuditsHandler {
  constructor(
    private readonly store: EventStore,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(NETWORK_CATALOGUE) private readonly networks: NetworkCatalogue,
    @Inject(ADVERTISER_DIRECTORY) private readonly advertisers: AdvertiserDirectory,
    private readonly judgedAudits: JudgedAuditsProjection,
  ) {}

  async execute(filter: RejudgeFilter, apply: boolean, context: CommandContext): Promise<RejudgeOutcome> {
    // Every audit completed before the call is judged.
    await catchUpToNow(this.store, this.dataSource, this.judgedAudits);
    const where = whereOf(filter);
    const [{ count }] = (await this.dataSource.query(
      `SELECT count(*)::int AS count FROM audit_runner.judged_audits WHERE ${where.sql}`,
      where.params,
    )) as { count: number }[];
    if (count > MAX_REJUDGED_AUDITS) {
      throw badRequest(
        `These filters choose ${count} audits; re-judge at most ${MAX_REJUDGED_AUDITS} at once by narrowing the batch, dates or network.`,
      );
    }

    const rules = await this.rulesNow();
    const outcome: RejudgeOutcome = { apply, examined: 0, changed: 0, written: 0, changes: [] };
    // The next page is read while this one is judged: Postgres works on one while Node judges the other.
    for (let loading = this.loadPage(where, null); ; ) {
      const page = await loading;
      if (!page) return outcome;
      loading = this.loadPage(where, page.candidates[page.candidates.length - 1]);
      // Awaited on the next turn; if judging this page throws first, its failure must not go unhandled.
      loading.catch(() => undefined);
      const changes = await this.judgePage(page, rules, outcome);
      if (apply) await this.applyAll(changes, rules, context);
      outcome.changed += changes.length;
      outcome.written += changes.filter((change) => change.applied).length;
      outcome.changes.push(...changes.slice(0, MAX_LISTED_CHANGES - outcome.changes.length));
    }
  }

  /** The network definitions and their versions now, and each advertiser's settings when first needed. */
  private async rulesNow(): Promise<RulesNow> {
    const networks = await this.networks.judging();
    const versions = NetworkVersions.fromStreams(
      await this.store.readStreams(networks.map(({ definition }) => streamName(NETWORK_STREAM, definition.id))),
      (stream) => stream.slice(`${NETWORK_STREAM}-`.length),
    );
    const advertisers = new Map<string, Promise<AdvertiserSettings | null>>();
    const advertiser = (advertiserId: string | null): Promise<AdvertiserSettings | null> => {
      if (!advertiserId) return Promise.resolve(null);
      if (!advertisers.has(advertiserId)) {
        advertisers.set(
          advertiserId,
          this.advertisers.find(advertiserId).then((profile) => profile && advertiserSettings(profile)),
        );
      }
      return advertisers.get(advertiserId)!;
    };
    return {
      versions,
      for: async (audit: JudgedAudit): Promise<JudgingRules> => ({
        networks,
        advertiser: await advertiser(audit.judgement.advertiserId),
      }),
    };
  }

  private candidates(where: { sql: string; params: unknown[] }, after: Candidate | null): Promise<Candidate[]> {
    const params = [...where.params];
    let keyset = '';
    if (after) {
      params.push(after.audited_at, after.audit_id);
      keyset = ` AND (audited_at, audit_id) > ($${params.length - 1}, $${params.length})`;
    }
    params.push(PAGE);
    return this.dataSource.query(
      `SELECT audit_id, batch_id, request_position, audited_at FROM audit_runner.judged_audits
        WHERE ${where.sql}${keyset} ORDER BY audited_at, audit_id LIMIT $${params.length}`,
      params,
    ) as Promise<Candidate[]>;
  }

  /** One page of candidates, their audit streams, and their requests (with the options), in three reads. */
  private async loadPage(where: { sql: string; params: unknown[] }, after: Candidate | null): Promise<Page | null> {
    const candidates = await this.candidates(where, after);
    if (candidates.length === 0) return null;
    const [streams, requests] = await Promise.all([
      this.store.readStreams(candidates.map((candidate) => streamName(AUDIT_STREAM, candidate.audit_id))),
      this.store.readEventsAt(
        candidates.map((candidate) => ({ stream: `batch-${candidate.batch_id}`, position: BigInt(candidate.request_position) })),
      ),
    ]);
    const options = new Map(
      requests.filter(isAuditRequested).map(({ data }) => [data.auditId, data.options]),
    );
    return { candidates, streams, options };
  }

  /** Pure judging of a page read. */
  private async judgePage({ candidates, streams, options }: Page, rules: RulesNow, outcome: RejudgeOutcome): Promise<RejudgedAudit[]> {
    const changes: RejudgedAudit[] = [];
    for (const candidate of candidates) {
      const audit = foldJudgedAudit(streams.get(streamName(AUDIT_STREAM, candidate.audit_id))?.events ?? []);
      const requested = options.get(candidate.audit_id);
      if (!audit || !requested) continue;
      outcome.examined++;
      const change = rejudgeNow(audit, requested, await rules.for(audit), rules.versions);
      if (change) {
        changes.push({ ...change, options: requested, link: requested.link, auditedAt: candidate.audited_at, applied: false });
      }
    }
    return changes;
  }

  private async applyAll(
    changes: RejudgedAudit[],
    rules: RulesNow,
    context: CommandContext,
  ): Promise<void> {
    for (let i = 0; i < changes.length; i += PARALLEL_APPENDS) {
      await Promise.all(changes.slice(i, i + PARALLEL_APPENDS).map((change) => this.applyOne(change, rules, context)));
    }
  }

  /**
   * Decided first on the audit as its page was read, at that version, so applying a page reads no
   * stream again; an audit that changed since is judged again on its new state.
   */
  private async applyOne(
    change: RejudgedAudit,
    rules: RulesNow,
    context: CommandContext,
  ): Promise<void> {
    const stream = streamName(AUDIT_STREAM, change.audit.auditId);
    const rejudgedAt = new Date();
    const decided = await decideOnStream(
      this.store,
      stream,
      foldJudgedAudit,
      context,
      async (audit) =>
        // The state the page read was judged already (judgePage); only a state read since needs judging.
        decideRejudge(audit === change.audit ? change : audit && rejudgeNow(audit, change.options, await rules.for(audit), rules.versions), rejudgedAt),
      { state: change.audit, version: change.audit.version },
    );
    // Null: someone else's re-judge already gave it this verdict.
    if (decided) Object.assign(change, decided, { applied: true });
  }
}
