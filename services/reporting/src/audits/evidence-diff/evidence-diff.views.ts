import { Field, GraphQLISODateTime, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';

export enum EvidenceDiffMark {
  SAME = 'SAME',
  CHANGED = 'CHANGED',
  ONLY_LEFT = 'ONLY_LEFT',
  ONLY_RIGHT = 'ONLY_RIGHT',
}
registerEnumType(EvidenceDiffMark, {
  name: 'EvidenceDiffMark',
  description: 'Same on both runs, changed, or seen on one run only',
});

@ObjectType('EvidenceDiffRow')
export class EvidenceDiffRowView {
  @Field() key!: string;
  @Field() label!: string;
  @Field(() => String, { nullable: true, description: 'Null: nothing on this side' }) left!: string | null;
  @Field(() => String, { nullable: true }) right!: string | null;
  @Field(() => EvidenceDiffMark) mark!: EvidenceDiffMark;
}

@ObjectType('EvidenceDiffSection')
export class EvidenceDiffSectionView {
  @Field({ description: 'verdict, errors, cmp, hops, cookies:<stage>, scripts:<stage>' }) key!: string;
  @Field() title!: string;
  @Field(() => Int, { description: 'Rows not marked SAME' }) differences!: number;
  @Field(() => [EvidenceDiffRowView]) rows!: EvidenceDiffRowView[];
}

@ObjectType('EvidenceDiffAudit')
export class EvidenceDiffAuditView {
  @Field(() => ID) id!: string;
  @Field(() => ID) batchId!: string;
  @Field() link!: string;
  @Field() countryCode!: string;
  @Field(() => GraphQLISODateTime, { nullable: true }) auditedAt!: Date | null;
  @Field(() => String, { nullable: true }) memoryCookieStatus!: string | null;
  @Field() memoryCookieStatusReadable!: string;
}

@ObjectType('EvidenceDiff')
export class EvidenceDiffView {
  @Field(() => EvidenceDiffAuditView) left!: EvidenceDiffAuditView;
  @Field(() => EvidenceDiffAuditView) right!: EvidenceDiffAuditView;
  @Field({ description: 'Both runs are of the same link and country' }) sameLink!: boolean;
  @Field(() => Int, { description: 'Rows not marked SAME, over every section' }) differences!: number;
  @Field(() => [EvidenceDiffSectionView]) sections!: EvidenceDiffSectionView[];
}
