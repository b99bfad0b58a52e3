import { Body, Controller, Get, Param, Patch } from '@nestjs/common';
import { badRequest, notFound, Operation, RequestContext, ZodPipe } from '@tracklight/access';
import type { CommandContext } from '@tracklight/event-store';
import type { CriteriaError } from '@tracklight/networks';
import { z } from 'zod';
import { NetworkCommands } from '../edit-network/network-commands';
import { NetworkQueries, type NetworkView } from '../network-queries';

const NetworkId = new ZodPipe(z.string().regex(/^[A-Za-z0-9._:-]{1,100}$/, 'That network id is not valid.'));

/** PATCH /cms/networks/comments: one network's comments; the comments themselves are checked as fields. */
const CommentsPatch = z.strictObject({
  id: z.string('Please provide the network id.').regex(/^[A-Za-z0-9._:-]{1,100}$/, 'That network id is not valid.'),
  clientComment: z.unknown().optional(),
  moonpullComment: z.unknown().optional(),
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const commentsOf = ({ id, name, clientComment, moonpullComment }: NetworkView) => ({ id, name, clientComment, moonpullComment });

/**
 * The spec's REST routes for networks (section 7), super admin only: GET and PATCH
 * /cms/networks/{id}, GET and PATCH /cms/networks/comments, GET /cms/networks/{id}/active-errors,
 * GET /cms/networks/success-criteria. Deleted networks are left out of the lists.
 */
@Controller('cms/networks')
export class NetworksController {
  constructor(
    private readonly queries: NetworkQueries,
    private readonly commands: NetworkCommands,
  ) {}

  /** Every network's success criteria in force, and whether staff edited them. */
  @Get('success-criteria')
  @Operation('cms.networks.read')
  async successCriteria() {
    const networks = await this.queries.inUse();
    return networks.map(({ id, name, version, successCriteria, successCriteriaEdited }) => ({
      id,
      name,
      version,
      successCriteriaEdited,
      successCriteria,
    }));
  }

  @Get('comments')
  @Operation('cms.networks.read')
  async comments() {
    return (await this.queries.inUse()).map(commentsOf);
  }

  @Patch('comments')
  @Operation('cms.networks.update')
  async updateComments(@Body(new ZodPipe(CommentsPatch)) body: z.infer<typeof CommentsPatch>, @RequestContext() context: CommandContext) {
    const { id, ...comments } = body;
    return commentsOf(await this.commands.edit(id, { record: comments }, context));
  }

  @Get(':id')
  @Operation('cms.networks.read')
  async one(@Param('id', NetworkId) id: string): Promise<NetworkView> {
    const network = await this.queries.byId(id);
    if (!network) throw notFound('No such network.');
    return network;
  }

  /** Any of the network's fields, and `successCriteria` (null: back to those the definition implies), in one change. */
  @Patch(':id')
  @Operation('cms.networks.update')
  update(@Param('id', NetworkId) id: string, @Body() body: unknown, @RequestContext() context: CommandContext): Promise<NetworkView> {
    if (!isRecord(body)) throw badRequest('A network must be sent as an object of its fields.');
    const { successCriteria, ...record } = body;
    return this.commands.edit(id, { record, successCriteria }, context);
  }

  /** The error ids the network's success criteria in force can raise, with their text. */
  @Get(':id/active-errors')
  @Operation('cms.networks.read')
  async activeErrors(@Param('id', NetworkId) id: string): Promise<CriteriaError[]> {
    const network = await this.queries.byId(id);
    if (!network || network.deletedAt) throw notFound('No such network.');
    return this.queries.activeErrors(network);
  }
}
