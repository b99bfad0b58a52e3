import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { badRequest, conflict, notFound } from '@tracklight/access';
import { CAUSE_SPEC, createSchema, recordProblem, updateSchema } from '@tracklight/cms-catalogue';
import { CAUSE_STREAM } from '@tracklight/contracts';
import { decideOnStream, EventStore, streamName, type CommandContext, type NewEvent } from '@tracklight/event-store';
import { catchUpToNow } from '@tracklight/read-models';
import { CauseEntity } from '../cause.entity';
import { CauseListProjection } from '../cause-list.projection';
import { CauseRefusal, decideCreateCause, decideUpdateCause, foldCause, type CauseState } from '../cause';

const CREATE = createSchema(CAUSE_SPEC);
const UPDATE = updateSchema(CAUSE_SPEC);
const ID_PATTERN = new RegExp(CAUSE_SPEC.customId.pattern);

/** The reason of a record, checked by the cause spec's rules; refused before anything is read. */
const reasonOf = (schema: typeof CREATE, record: unknown): string | undefined => {
  const problem = recordProblem(schema, record);
  if (problem) throw badRequest(problem);
  return schema.parse(record ?? {}).reason as string | undefined;
};

const toHttp = (error: unknown): never => {
  if (!(error instanceof CauseRefusal)) throw error;
  throw error.reason === 'exists' ? conflict(error.message) : notFound(error.message);
};

export interface CauseView {
  id: string;
  reason: string;
  updatedAt: Date;
}

/** Create and edit causes (/reasons-management): decide on `cause-<id>`, answer from the read model. */
@Injectable()
export class CauseCommands {
  private readonly projection = new CauseListProjection();

  constructor(
    private readonly store: EventStore,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  create(record: Record<string, unknown>, context: CommandContext): Promise<CauseView> {
    const { id, ...rest } = record;
    if (typeof id !== 'string' || !ID_PATTERN.test(id)) throw badRequest(CAUSE_SPEC.customId.message);
    const reason = reasonOf(CREATE, rest)!;
    return this.decide(id, context, (state) => decideCreateCause(state, id, reason));
  }

  update(id: string, record: Record<string, unknown>, context: CommandContext): Promise<CauseView> {
    const reason = reasonOf(UPDATE, record);
    // No reason given: nothing to change, but a missing cause is still refused.
    return this.decide(id, context, (state) => decideUpdateCause(state, id, reason ?? state.reason ?? ''));
  }

  async byId(id: string): Promise<CauseView | null> {
    return this.dataSource.getRepository(CauseEntity).findOne({ select: ['id', 'reason', 'updatedAt'], where: { id } });
  }

  private async decide(id: string, context: CommandContext, decide: (state: CauseState) => NewEvent[]): Promise<CauseView> {
    await decideOnStream(this.store, streamName(CAUSE_STREAM, id), foldCause, context, (state) => ({ events: decide(state), result: undefined })).catch(toHttp);
    await catchUpToNow(this.store, this.dataSource, this.projection);
    const cause = await this.byId(id);
    if (!cause) throw notFound('No such reason.');
    return cause;
  }
}
