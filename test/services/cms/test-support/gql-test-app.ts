import type { DynamicModule, Type } from '@nestjs/common';
import type { OperationTable } from '@tracklight/access';
import type { TestAppOptions } from '@tracklight/testing';
import { createAuthTestApp, type AuthTestApp } from '../../../../services/auth/src/test-support/auth-test-app';

export interface GqlTestApp extends AuthTestApp {
  /** POST /gql as the bearer; answers the body, errors included. */
  gql<T = Record<string, unknown>>(
    bearer: string,
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<{ data: T; errors?: { message: string }[] }>;
}

/**
 * Auth (real logins, the super admin of ADMIN) plus the modules under test behind the access
 * guard with their operation tables, on a fresh database listening on a random port.
 */
export const createGqlTestApp = async (
  modules: (Type | DynamicModule)[],
  operations: OperationTable[],
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  options: TestAppOptions & { label: string; migrations: Function[] },
): Promise<GqlTestApp> => {
  const t = await createAuthTestApp(options.label, options.env, {
    modules,
    operations,
    migrations: options.migrations,
    listen: true,
  });
  return {
    ...t,
    gql: async (bearer, query, variables = {}) => {
      const response = await t.http().post('/gql').set('authorization', bearer).send({ query, variables });
      return response.body as never;
    },
  };
};
