import { Field, InputType } from '@nestjs/graphql';

/** The template fields batchCreateOne and batchUpdateById share. */
@InputType({ isAbstract: true })
export class TemplateScheduleFields {
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => Boolean, { nullable: true }) notifyOnComplete?: boolean | null;
  @Field(() => Boolean, { nullable: true }) useForLinkAssurance?: boolean | null;
  @Field(() => String, { nullable: true, description: 'Where verdict changes between runs are POSTed, signed; empty for none.' })
  alertWebhookUrl?: string | null;
  @Field(() => String, { nullable: true }) queueLetter?: string | null;
  @Field(() => String, { nullable: true }) scheduleType?: string | null;
  @Field(() => String, { nullable: true }) scheduleDay?: string | null;
  @Field(() => String, { nullable: true }) scheduleTime?: string | null;
  @Field(() => String, { nullable: true }) scheduleCron?: string | null;
  @Field(() => Boolean, { nullable: true }) scheduledRunningPaused?: boolean | null;
}
