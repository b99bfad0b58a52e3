import { Field, GraphQLISODateTime, ID, Int, ObjectType } from '@nestjs/graphql';
import type { AuthenticatedUser } from '@tracklight/access';
import { quotaOf } from '../companies/company-quota';
import type { CompanyEntity, UserEntity } from './account.entities';
import { StaffOnly } from '@tracklight/access';

@ObjectType('Role')
export class RoleView {
  @Field(() => ID) id!: string;
  @Field() name!: string;
}

/** A company as the spec lists it (section 3), with the quota as it stands now. */
@ObjectType('Company')
export class CompanyView {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field() isSuperAdmin!: boolean;
  @Field() moonpullShareEnabled!: boolean;
  @Field() companyType!: string;
  @Field(() => String, { nullable: true, description: 'Shown to super admins only' }) @StaffOnly() billingId!:
    string | null;
  @Field(() => Int) resetDay!: number;
  @Field(() => GraphQLISODateTime) nextResetDate!: Date;
  @Field(() => Int) numMonthlyLinks!: number;
  @Field(() => Int) numExtraMonthlyLinks!: number;
  @Field(() => Int) maxBatchSize!: number;
  @Field(() => Int, { description: 'Audits used this period' }) numAudits!: number;
  @Field(() => Int) remainingAudits!: number;
  @Field(() => [String]) queues!: string[];
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => GraphQLISODateTime) updatedAt!: Date;
}

@ObjectType('User')
export class UserView {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field() title!: string;
  @Field() email!: string;
  @Field() isEnabled!: boolean;
  @Field() isCompanyOwner!: boolean;
  @Field({ description: 'Must choose a password at the next login' }) mustSetPassword!: boolean;
  @Field(() => CompanyView, { nullable: true }) company!: CompanyView | null;
  @Field(() => [RoleView]) roles!: RoleView[];
  @Field(() => [String]) grants!: string[];
  @Field(() => GraphQLISODateTime, { nullable: true }) lastLoginAt!: Date | null;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => GraphQLISODateTime) updatedAt!: Date;
}

export const toCompanyView = (
  company: CompanyEntity,
  viewer: AuthenticatedUser,
  now = new Date(),
): CompanyView => {
  const quota = quotaOf(
    // The read model keeps no reservation ids: the quota counts only their links (numAudits).
    { ...company, companyId: company.id, nextResetDate: company.nextResetDate.toISOString(), reservations: {} },
    now,
  );
  return {
    id: company.id,
    name: company.name,
    isSuperAdmin: company.isSuperAdmin,
    moonpullShareEnabled: company.moonpullShareEnabled,
    companyType: company.companyType,
    billingId: viewer.isSuperAdmin ? company.billingId : null,
    resetDay: company.resetDay,
    nextResetDate: new Date(quota.nextResetDate),
    numMonthlyLinks: quota.numMonthlyLinks,
    numExtraMonthlyLinks: quota.numExtraMonthlyLinks,
    maxBatchSize: quota.maxBatchSize,
    numAudits: quota.numAudits,
    remainingAudits: quota.remainingAudits,
    queues: company.queues,
    createdAt: company.createdAt,
    updatedAt: company.updatedAt,
  };
};

export const toUserView = (user: UserEntity, viewer: AuthenticatedUser): UserView => ({
  id: user.id,
  name: user.name,
  title: user.title,
  email: user.email,
  isEnabled: user.isEnabled,
  isCompanyOwner: user.isCompanyOwner,
  mustSetPassword: user.mustSetPassword,
  company: user.company ? toCompanyView(user.company, viewer) : null,
  roles: user.roles,
  grants: user.grants,
  lastLoginAt: user.lastLoginAt,
  createdAt: user.createdAt,
  updatedAt: user.updatedAt,
});
