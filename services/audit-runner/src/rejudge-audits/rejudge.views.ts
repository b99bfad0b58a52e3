import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { memoryCookieStatusText } from '@tracklight/presentation';
import type { Judgement } from './audit-judgement';
import { MAX_LISTED_CHANGES, type RejudgedAudit, type RejudgeOutcome } from './rejudge-audits.handler';

@InputType('RejudgeFilter', { description: 'Which audits to judge again; at least one field' })
export class RejudgeFilterInput {
  @Field(() => ID, { nullable: true }) batchId?: string | null;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Audited at or after' }) from?: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Audited at or before' }) to?: Date | null;
  @Field(() => String, { nullable: true, description: 'Audits whose current verdict this network judged' })
  networkId?: string | null;
}

@ObjectType('RejudgeVerdict')
export class RejudgeVerdictView {
  @Field(() => String, { nullable: true }) networkId!: string | null;
  @Field(() => String, { nullable: true }) networkName!: string | null;
  @Field(() => Int, { nullable: true, description: "Version of the network's definition that judged" })
  networkVersion!: number | null;
  @Field() memoryCookieStatus!: string;
  @Field() memoryCookieStatusReadable!: string;
  @Field(() => [String]) errors!: string[];

  static of(judgement: Judgement): RejudgeVerdictView {
    return {
      networkId: judgement.networkId,
      networkName: judgement.networkName,
      networkVersion: judgement.networkVersion,
      memoryCookieStatus: judgement.verdict.memoryCookieStatus,
      memoryCookieStatusReadable: memoryCookieStatusText(judgement.verdict.memoryCookieStatus),
      errors: judgement.verdict.moonpullErrors,
    };
  }
}

@ObjectType('AuditRejudgement')
export class AuditRejudgementView {
  @Field(() => ID) auditId!: string;
  @Field(() => ID) batchId!: string;
  @Field() link!: string;
  @Field(() => GraphQLISODateTime) auditedAt!: Date;
  @Field(() => RejudgeVerdictView) before!: RejudgeVerdictView;
  @Field(() => RejudgeVerdictView) after!: RejudgeVerdictView;
  @Field({ description: 'Why the verdict changes, in words' }) reason!: string;
  @Field({ description: 'AuditRejudged is stored' }) applied!: boolean;

  static of(change: RejudgedAudit): AuditRejudgementView {
    return {
      auditId: change.audit.auditId,
      batchId: change.audit.batchId,
      link: change.link,
      auditedAt: change.auditedAt,
      before: RejudgeVerdictView.of(change.before),
      after: RejudgeVerdictView.of(change.after),
      reason: change.reason,
      applied: change.applied,
    };
  }
}

@ObjectType('RejudgeAuditsResult')
export class RejudgeAuditsResultView {
  @Field({ description: 'False for a dry run' }) apply!: boolean;
  @Field(() => Int, { description: 'Completed audits the filter chose' }) examined!: number;
  @Field(() => Int, { description: 'Audits whose memory cookie status or errors change' }) changed!: number;
  @Field(() => Int, { description: 'AuditRejudged events stored' }) written!: number;
  @Field({ description: `More changes than the ${MAX_LISTED_CHANGES} listed` }) truncated!: boolean;
  @Field(() => [AuditRejudgementView], { description: 'Oldest audit first' }) changes!: AuditRejudgementView[];

  static of(outcome: RejudgeOutcome): RejudgeAuditsResultView {
    return {
      apply: outcome.apply,
      examined: outcome.examined,
      changed: outcome.changed,
      written: outcome.written,
      truncated: outcome.changed > outcome.changes.length,
      changes: outcome.changes.map((change) => AuditRejudgementView.of(change)),
    };
  }
}
