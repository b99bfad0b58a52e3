import { registerEnumType } from '@nestjs/graphql';

/**
 * A list's sort direction in GraphQL (`SortOrder`): one type for every service's list, since
 * in embedded mode the services share one schema and a name may be registered only once.
 */
export enum SortOrder {
  ASC = 'ASC',
  DESC = 'DESC',
}
registerEnumType(SortOrder, { name: 'SortOrder' });
