import type { BuildQueryResult } from 'ra-data-graphql';

/**
 * How one resource answers react-admin's fetch types (GET_LIST, GET_ONE, ...): each builds the
 * GraphQL operation of spec section 7 with its variables and parses the answer back.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ResourceQueries = Partial<Record<string, (params: any) => BuildQueryResult>>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type GraphqlResponse = { data: any };

/** A resource's operations, loaded with its first call (the module that builds them is fetched then). */
export type LoadQueries = () => Promise<ResourceQueries>;
