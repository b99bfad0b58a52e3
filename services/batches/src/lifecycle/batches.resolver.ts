import { Args, Field, ID, InputType, Int, Mutation, ObjectType, Parent, Query, ResolveField, Resolver, registerEnumType } from '@nestjs/graphql';
import { CurrentUser, Operation, type AuthenticatedUser } from '@tracklight/access';
import type { CommandContext } from '@tracklight/event-store';
import { ALL_CLIENTS, BatchQueries } from '../read-model/batch-queries';
import { BatchSortInput, BatchStatusFilter } from '../read-model/batch-list-query';
import { badRequest, notFound } from '@tracklight/access';
import { RequestContext } from '@tracklight/access';
import { BATCH_NOT_FOUND } from './batch-access';
import { DeleteRestoreHandler } from './delete-restore/delete-restore.handler';
import { UpdateBatchCommand } from './update-batch/update-batch.command';
import { UpdateBatchHandler } from './update-batch/update-batch.handler';
import { BatchesReadModels } from '../read-model/batches-read-models';
import { BatchLinkType } from '../templates/batch-link.types';
import { EditTemplateHandler } from '../templates/edit-template/edit-template.handler';
import { TemplateScheduleFields } from '../templates/edit-template/template-schedule.input';

const TEMPLATE_ONLY_FIELDS = 'A template has no owner change, status or finish time; its runs are batches of their own.';

export enum BatchLinkFilter {
  ALL = 'ALL',
  SINGLE = 'SINGLE',
  EXCLUDE_SINGLE = 'EXCLUDE_SINGLE',
  FIVE_OR_MORE = 'FIVE_OR_MORE',
}
registerEnumType(BatchLinkFilter, { name: 'BatchLinkFilter' });

@ObjectType('BatchOwner')
class BatchOwnerType {
  @Field() id!: string;
  @Field() name!: string;
  @Field() email!: string;
  @Field() company!: string;
}

@ObjectType('SchedulingError')
class SchedulingErrorType {
  @Field() ts!: string;
  @Field() message!: string;
}

@ObjectType('LastRunBatch')
class LastRunBatchType {
  @Field(() => ID) id!: string;
  @Field(() => String, { nullable: true }) startedAt!: string | null;
}

@ObjectType('Batch')
export class BatchType {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field(() => BatchOwnerType) owner!: BatchOwnerType;
  @Field(() => String, { nullable: true }) queueLetter!: string | null;
  @Field() isTemplate!: boolean;
  @Field() startedAt!: string;
  @Field(() => String, { nullable: true }) finishedAt!: string | null;
  @Field() isDone!: boolean;
  @Field(() => String, { nullable: true }) status!: string | null;
  @Field(() => String, { nullable: true }) deletedAt!: string | null;
  @Field(() => Int) numLinks!: number;
  @Field(() => Int) numCurrentCompletedAudits!: number;
  @Field(() => Int, { description: 'Assigned links marked resolved' }) resolvedCount!: number;
  @Field(() => Int, { description: 'Assigned links not resolved yet' }) outstandingCount!: number;
  @Field(() => Int, { description: 'Links assigned to the caller and not resolved yet' }) assignedToMeCount!: number;
  @Field() notifyOnComplete!: boolean;
  @Field() useForLinkAssurance!: boolean;
  @Field(() => String, { nullable: true }) alertWebhookUrl!: string | null;
  @Field() scheduleType!: string;
  @Field(() => String, { nullable: true }) scheduleDay!: string | null;
  @Field(() => String, { nullable: true }) scheduleTime!: string | null;
  @Field(() => String, { nullable: true }) scheduleCron!: string | null;
  @Field() scheduledRunningPaused!: boolean;
  @Field(() => String, { nullable: true }) nextScheduledRunAt!: string | null;
  @Field(() => SchedulingErrorType, { nullable: true }) schedulingError!: SchedulingErrorType | null;
  @Field(() => LastRunBatchType, { nullable: true }) lastRunBatch!: LastRunBatchType | null;
}

@ObjectType('BatchPage')
class BatchPageType {
  @Field(() => [BatchType]) items!: BatchType[];
  @Field(() => Int) count!: number;
}

@InputType('BatchManyFilter')
class BatchManyFilterInput {
  @Field({ nullable: true }) isTemplate?: boolean;
  @Field({ nullable: true }) startedAtFrom?: Date;
  @Field({ nullable: true }) startedAtTo?: Date;
  @Field({ nullable: true }) companyId?: string;
  @Field(() => BatchStatusFilter, { nullable: true }) status?: BatchStatusFilter;
  @Field({ nullable: true, description: 'Batches with a link whose audit recognised this network' }) networkId?: string;
  @Field({ nullable: true, description: 'Batches with a link whose audit recognised this advertiser' }) advertiserId?: string;
}

@InputType('BatchUpdateRecord')
class BatchUpdateRecordInput extends TemplateScheduleFields {
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => String, { nullable: true }) ownerId?: string | null;
  @Field(() => String, { nullable: true }) status?: string | null;
  @Field(() => String, { nullable: true }) finishedAt?: string | null;
}

@Resolver(() => BatchType)
export class BatchesResolver {
  constructor(
    private readonly queries: BatchQueries,
    private readonly update: UpdateBatchHandler,
    private readonly deleteRestore: DeleteRestoreHandler,
    private readonly templates: EditTemplateHandler,
    private readonly readModels: BatchesReadModels,
  ) {}

  /** A template's links in run order; a batch's links with their audits. */
  @ResolveField(() => [BatchLinkType])
  batchLinks(@Parent() batch: BatchType) {
    return this.queries.links(batch.id);
  }

  /** Sorted by sortBy, else startedAt descending; deleted batches only with showDeleted (the bin). */
  @Query(() => BatchPageType)
  @Operation('batches.list')
  batchMany(
    @CurrentUser() user: AuthenticatedUser,
    @Args('filter', { type: () => BatchManyFilterInput, nullable: true }) filter?: BatchManyFilterInput,
    @Args('page', { type: () => Int, nullable: true }) page?: number,
    @Args('perPage', { type: () => Int, nullable: true }) perPage?: number,
    @Args('assignedToMe', { nullable: true }) assignedToMe?: boolean,
    @Args('minNumLinks', { type: () => Int, nullable: true }) minNumLinks?: number,
    @Args('batchFilterString', { nullable: true, description: "Text in the batch's id, name or description, or in a link, its network or advertiser" })
    batchFilterString?: string,
    @Args('showDeleted', { nullable: true }) showDeleted?: boolean,
    @Args('linkFilter', { type: () => BatchLinkFilter, nullable: true }) linkFilter?: BatchLinkFilter,
    @Args('companyType', { nullable: true, description: `${ALL_CLIENTS}: every company but the provider's own; else one company type` })
    companyType?: string,
    @Args('sortBy', { type: () => BatchSortInput, nullable: true }) sortBy?: BatchSortInput,
  ) {
    return this.queries.list(user, { ...filter, page, perPage, assignedToMe, minNumLinks, batchFilterString, showDeleted, linkFilter, companyType, sortBy });
  }

  @Query(() => BatchType, { nullable: true })
  @Operation('batches.read')
  batchById(@CurrentUser() user: AuthenticatedUser, @Args('id', { type: () => ID }) id: string) {
    return this.queries.byId(user, id);
  }

  /** The spec filters batchOne by a legacy id; ids here are the only ids, so it is batchById. */
  @Query(() => BatchType, { nullable: true })
  @Operation('batches.read')
  batchOne(@CurrentUser() user: AuthenticatedUser, @Args('id', { type: () => ID, nullable: true }) id?: string, @Args('oldMongoId', { nullable: true }) oldMongoId?: string) {
    const key = id ?? oldMongoId;
    return key && /^[0-9a-f-]{36}$/i.test(key) ? this.queries.byId(user, key) : null;
  }

  @Query(() => String)
  @Operation('batches.linkCsv')
  async batchLinkCsv(@CurrentUser() user: AuthenticatedUser, @Args('batchId', { type: () => ID }) batchId: string) {
    if (!(await this.queries.byId(user, batchId))) throw notFound(BATCH_NOT_FOUND);
    return this.queries.linksCsv(batchId);
  }

  /** A submitted batch: rename, owner, mark complete. A template: details, flags, schedule, pause. */
  @Mutation(() => BatchType)
  @Operation('batches.update')
  async batchUpdateById(
    @CurrentUser() user: AuthenticatedUser,
    @RequestContext() context: CommandContext,
    @Args('id', { type: () => ID }) id: string,
    @Args('record', { type: () => BatchUpdateRecordInput }) record: BatchUpdateRecordInput,
  ) {
    if (!(await this.queries.byId(user, id))?.isTemplate) return this.update.execute(new UpdateBatchCommand(user, id, { ...record }, context));
    const { ownerId, status, finishedAt, ...templateRecord } = record;
    if (ownerId !== undefined || status !== undefined || finishedAt !== undefined) throw badRequest(TEMPLATE_ONLY_FIELDS);
    await this.templates.update(user, id, templateRecord, context);
    await this.readModels.catchUp();
    return this.queries.byId(user, id);
  }

  @Mutation(() => ID)
  @Operation('batches.softDelete')
  batchSoftDeleteById(@CurrentUser() user: AuthenticatedUser, @RequestContext() context: CommandContext, @Args('id', { type: () => ID }) id: string) {
    return this.deleteRestore.softDelete(user, id, context);
  }

  @Mutation(() => ID)
  @Operation('batches.restore')
  batchRestoreById(@CurrentUser() user: AuthenticatedUser, @RequestContext() context: CommandContext, @Args('id', { type: () => ID }) id: string) {
    return this.deleteRestore.restore(user, id, context);
  }
}
