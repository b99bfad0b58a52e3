import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { z } from 'zod';
import { Operation, RequestContext, ZodPipe } from '@tracklight/access';
import type { CommandContext } from '@tracklight/event-store';
import { RejudgeAuditsHandler } from './rejudge-audits.handler';
import { RejudgeAuditsResultView, RejudgeFilterInput } from './rejudge.views';

const RejudgeFilterSchema = z
  .object({
    batchId: z.uuid('Please provide a valid batchId.').nullish(),
    from: z.date().nullish(),
    to: z.date().nullish(),
    networkId: z.string().trim().min(1).max(100, 'networkId is at most 100 characters.').nullish(),
  })
  .strict()
  .refine((filter) => Boolean(filter.batchId || filter.from || filter.to || filter.networkId), {
    message: 'Please choose the audits to re-judge: a batch, a date range or a network.',
  })
  .refine((filter) => !filter.from || !filter.to || filter.from <= filter.to, {
    message: 'The start of the date range must not be after its end.',
  });

@Resolver()
export class RejudgeAuditsResolver {
  constructor(private readonly rejudge: RejudgeAuditsHandler) {}

  /** A dry run unless `apply`: the table of audits whose verdict would change, old and new, and why. */
  @Mutation(() => RejudgeAuditsResultView)
  @Operation('auditRunner.audits.rejudge')
  async rejudgeAudits(
    @Args('filter', { type: () => RejudgeFilterInput }, new ZodPipe(RejudgeFilterSchema))
    filter: z.infer<typeof RejudgeFilterSchema>,
    @Args('apply', { type: () => Boolean, defaultValue: false }) apply: boolean,
    @RequestContext() context: CommandContext,
  ): Promise<RejudgeAuditsResultView> {
    return RejudgeAuditsResultView.of(await this.rejudge.execute(filter, apply, context));
  }
}
