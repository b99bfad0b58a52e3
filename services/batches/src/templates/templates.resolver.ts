import { Args, Field, ID, InputType, Mutation, Resolver } from '@nestjs/graphql';
import { CurrentUser, Operation, RequestContext, notFound, type AuthenticatedUser } from '@tracklight/access';
import type { CommandContext } from '@tracklight/event-store';
import { BATCH_NOT_FOUND } from '../lifecycle/batch-access';
import { BatchType } from '../lifecycle/batches.resolver';
import { BatchQueries } from '../read-model/batch-queries';
import { BatchesReadModels } from '../read-model/batches-read-models';
import { BatchLinkInput, BatchLinkUpsertInput } from './batch-link.types';
import { DeleteTemplateHandler } from './delete-template/delete-template.handler';
import { EditTemplateHandler } from './edit-template/edit-template.handler';
import { TemplateScheduleFields } from './edit-template/template-schedule.input';
import { TemplateRunner } from './run-template/template-runner';
import { TemplateLinkEditor } from './template-links/template-link-editor';

@InputType('BatchCreateRecord')
class BatchCreateRecordInput extends TemplateScheduleFields {
  @Field() name!: string;
  @Field(() => [BatchLinkInput]) batchLinks!: BatchLinkInput[];
}

/**
 * Template batches (spec sections 2, 4, 5, 7): create with links, edit links, run now, delete.
 * Changing a template's details and schedule goes through batchUpdateById (BatchesResolver).
 */
@Resolver(() => BatchType)
export class TemplatesResolver {
  constructor(
    private readonly edit: EditTemplateHandler,
    private readonly links: TemplateLinkEditor,
    private readonly runner: TemplateRunner,
    private readonly deletion: DeleteTemplateHandler,
    private readonly queries: BatchQueries,
    private readonly readModels: BatchesReadModels,
  ) {}

  @Mutation(() => BatchType)
  @Operation('batches.templates.edit')
  async batchCreateOne(
    @CurrentUser() user: AuthenticatedUser,
    @RequestContext() context: CommandContext,
    @Args('record', { type: () => BatchCreateRecordInput }) record: BatchCreateRecordInput,
  ) {
    const { batchLinks, ...fields } = record;
    return this.template(user, await this.edit.create(user, fields, batchLinks.map((l) => ({ ...l })), context));
  }

  @Mutation(() => BatchType)
  @Operation('batches.templates.edit')
  async batchLinkUpsertMany(
    @CurrentUser() user: AuthenticatedUser,
    @RequestContext() context: CommandContext,
    @Args('records', { type: () => [BatchLinkUpsertInput] }) records: BatchLinkUpsertInput[],
  ) {
    return this.template(user, await this.links.upsertMany(user, records.map((r) => ({ ...r })), context));
  }

  @Mutation(() => BatchType)
  @Operation('batches.templates.edit')
  async batchLinkDeleteById(@CurrentUser() user: AuthenticatedUser, @RequestContext() context: CommandContext, @Args('id', { type: () => ID }) id: string) {
    return this.template(user, await this.links.remove(user, id, context));
  }

  /** Answers the new batch's id (spec section 7). */
  @Mutation(() => ID)
  @Operation('batches.templates.run')
  async runBatch(@CurrentUser() user: AuthenticatedUser, @RequestContext() context: CommandContext, @Args('batchId', { type: () => ID }) batchId: string) {
    const runId = await this.runner.runNow(user, batchId, context);
    await this.readModels.catchUp();
    return runId;
  }

  @Mutation(() => ID)
  @Operation('batches.templates.delete')
  async batchDeleteById(@CurrentUser() user: AuthenticatedUser, @RequestContext() context: CommandContext, @Args('id', { type: () => ID }) id: string) {
    await this.deletion.execute(user, id, context);
    await this.readModels.catchUp();
    return id;
  }

  /** The template as the read model has it once this command's events are in. */
  private async template(user: AuthenticatedUser, id: string) {
    await this.readModels.catchUp();
    const view = await this.queries.byId(user, id);
    if (!view) throw notFound(BATCH_NOT_FOUND);
    return view;
  }
}
