import { gql } from '@apollo/client';
import type { GetListParams } from 'react-admin';
import type { GraphqlResponse, ResourceQueries } from '../dataProvider/resource-queries';
import type { Company, User } from './account-api';
import { pageLocally, type LocalFilters } from './local-page';

/** Spec section 9: lists of users and companies are fetched with limit 100000. */
export const ACCOUNT_LIST_LIMIT = 100_000;

const COMPANY_FIELDS = `
  id name isSuperAdmin moonpullShareEnabled companyType billingId resetDay nextResetDate
  numMonthlyLinks numExtraMonthlyLinks maxBatchSize numAudits remainingAudits queues
`;

const COMPANY_MANY = gql`
  query CompanyMany {
    companyMany { ${COMPANY_FIELDS} }
  }
`;

const USER_MANY = gql`
  query UserMany($filter: UserManyFilter, $limit: Int) {
    userMany(filter: $filter, limit: $limit) {
      id name title email isEnabled isCompanyOwner grants
      company { id name }
      roles { id name }
    }
  }
`;

// What the lists' search boxes look in, and their exact filters (Type; Enabled and Owner).
const COMPANY_FILTERS: LocalFilters<Company> = { searchIn: (c) => [c.name, c.billingId, c.companyType], exact: ['companyType'] };
const USER_FILTERS: LocalFilters<User> = { searchIn: (u) => [u.name, u.title, u.email, u.company?.name], exact: ['isEnabled', 'isCompanyOwner'] };

// The server scopes both lists: a super admin sees every company's, anyone else their own.
export const companyQueries: ResourceQueries = {
  GET_LIST: (params: GetListParams) => ({
    query: COMPANY_MANY,
    variables: {},
    parseResponse: ({ data }: GraphqlResponse) => pageLocally<Company>(data.companyMany, params, COMPANY_FILTERS),
  }),
};

export const userQueries: ResourceQueries = {
  GET_LIST: (params: GetListParams) => ({
    query: USER_MANY,
    variables: { filter: params.filter?.companyId ? { companyId: params.filter.companyId } : undefined, limit: ACCOUNT_LIST_LIMIT },
    parseResponse: ({ data }: GraphqlResponse) => pageLocally<User>(data.userMany, params, USER_FILTERS),
  }),
};
