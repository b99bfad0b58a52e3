import { Args, Field, GraphQLISODateTime, ID, Int, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { DataSource } from 'typeorm';
import { Inject } from '@nestjs/common';
import { canSeeCompany, CurrentUser, Operation, ZodPipe, type AuthenticatedUser } from '@tracklight/access';
import type { Settings } from '@tracklight/config';
import { isVerdictAlertEvent, TEMPLATE_ALERT_STREAM, type VerdictAlertEvent } from '@tracklight/contracts';
import { EventStore, streamName } from '@tracklight/event-store';
import { SETTINGS } from '@tracklight/platform';
import { z } from 'zod';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, webhookSecretOf } from './webhook-signature';
import { webhookServerSecret } from './webhook-server-secret';

@ObjectType('VerdictAlertActivity', { description: 'One thing the verdict-change alerts did for a run of the template.' })
class VerdictAlertActivityView {
  @Field() kind!: 'CHANGES_FOUND' | 'MAILED' | 'WEBHOOK';
  @Field(() => ID) batchId!: string;
  @Field(() => GraphQLISODateTime) at!: Date;
  @Field(() => Int, { nullable: true }) changes!: number | null;
  @Field(() => String, { nullable: true }) to!: string | null;
  @Field(() => Int, { nullable: true }) attempt!: number | null;
  @Field(() => Boolean, { nullable: true }) ok!: boolean | null;
  @Field(() => Int, { nullable: true }) status!: number | null;
  @Field(() => String, { nullable: true }) error!: string | null;
}

@ObjectType('TemplateVerdictAlerts')
class TemplateVerdictAlertsView {
  /** HMAC-SHA256 key of the template's webhook signatures. */
  @Field() webhookSecret!: string;
  @Field() signatureHeader!: string;
  @Field() timestampHeader!: string;
  /** Newest first. */
  @Field(() => [VerdictAlertActivityView]) activity!: VerdictAlertActivityView[];
}

const TemplateId = new ZodPipe(z.uuid('That template id is not valid.'));

const activityOf = (event: VerdictAlertEvent & { metadata: { occurredAt: string } }): VerdictAlertActivityView => {
  const base = { batchId: event.data.batchId, at: new Date(event.metadata.occurredAt), changes: null, to: null, attempt: null, ok: null, status: null, error: null };
  switch (event.type) {
    case 'VerdictChangesFound':
      return { ...base, kind: 'CHANGES_FOUND', changes: event.data.changes.length };
    case 'VerdictAlertMailed':
      return { ...base, kind: 'MAILED', to: event.data.to };
    case 'VerdictWebhookAttempted': {
      const { attempt, ok, status, error } = event.data;
      return { ...base, kind: 'WEBHOOK', attempt, ok, status, error };
    }
  }
};

/** The template screen's alerts panel: the webhook's signing secret and what the alerts did. */
@Resolver()
export class TemplateVerdictAlertsResolver {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {}

  /** Null when the template is absent or another company's. */
  @Query(() => TemplateVerdictAlertsView, { nullable: true })
  @Operation('reporting.alerts.read')
  async templateVerdictAlerts(
    @CurrentUser() user: AuthenticatedUser,
    @Args('templateId', { type: () => ID }, TemplateId) templateId: string,
  ): Promise<TemplateVerdictAlertsView | null> {
    const [template]: { company_id: string }[] = await this.dataSource.query('SELECT company_id FROM reporting.alert_templates WHERE template_id = $1', [
      templateId,
    ]);
    if (!template || !canSeeCompany(user, template.company_id)) return null;
    const { events } = await this.store.readStream(streamName(TEMPLATE_ALERT_STREAM, templateId));
    return {
      webhookSecret: webhookSecretOf(webhookServerSecret(this.settings), templateId),
      signatureHeader: SIGNATURE_HEADER,
      timestampHeader: TIMESTAMP_HEADER,
      activity: events.filter(isVerdictAlertEvent).map(activityOf).reverse(),
    };
  }
}
