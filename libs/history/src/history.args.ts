import { ArgsType, Field, GraphQLISODateTime, Int } from '@nestjs/graphql';
import { z } from 'zod';

const MAX_PER_PAGE = 100;

// Stream ids are `<type>-<id>`: lower-case type, an id of the characters ids are made of.
const streamId = z.string().regex(/^[a-z]+-[A-Za-z0-9._:-]{1,200}$/, 'That stream id is not valid.');
const page = z.number().int().min(1, 'Page must be 1 or more.').default(1);
const perPage = z.number().int().min(1).max(MAX_PER_PAGE, `At most ${MAX_PER_PAGE} events a page.`).default(25);

@ArgsType()
export class StreamHistoryArgs {
  @Field() streamId!: string;
  @Field(() => Int, { nullable: true }) page?: number;
  @Field(() => Int, { nullable: true }) perPage?: number;
}
export const streamHistoryArgs = z.object({ streamId, page, perPage });

@ArgsType()
export class EntityAsOfArgs {
  @Field() streamId!: string;
  @Field(() => GraphQLISODateTime) asOf!: Date;
}
export const entityAsOfArgs = z.object({ streamId, asOf: z.date('Please provide a valid asOf.') });

@ArgsType()
export class EventSearchArgs {
  @Field(() => String, { nullable: true }) type?: string;
  @Field(() => String, { nullable: true }) actorId?: string;
  @Field(() => GraphQLISODateTime, { nullable: true }) from?: Date;
  @Field(() => GraphQLISODateTime, { nullable: true }) to?: Date;
  @Field(() => String, { nullable: true }) companyId?: string;
  @Field(() => String, { nullable: true, description: 'batch, audit, network, ...: the part of the stream id before the dash.' })
  streamType?: string;
  @Field(() => Int, { nullable: true }) page?: number;
  @Field(() => Int, { nullable: true }) perPage?: number;
}
const blankAsAbsent = (value: unknown) => (value === '' || value === null ? undefined : value);
export const eventSearchArgs = z
  .object({
    type: z.preprocess(blankAsAbsent, z.string().max(100).regex(/^[A-Za-z]+$/, 'An event type is letters only.').optional()),
    actorId: z.preprocess(blankAsAbsent, z.uuid('That user id is not valid.').optional()),
    from: z.preprocess(blankAsAbsent, z.date().optional()),
    to: z.preprocess(blankAsAbsent, z.date().optional()),
    companyId: z.preprocess(blankAsAbsent, z.uuid('That company id is not valid.').optional()),
    streamType: z.preprocess(blankAsAbsent, z.string().regex(/^[a-z]{1,40}$/, 'A stream type is lower-case letters only.').optional()),
    page,
    perPage,
  })
  .refine((args) => !args.from || !args.to || args.from <= args.to, { message: 'The start of the range must be before its end.' });
