import type * as OpenIdClient from 'openid-client';

/**
 * openid-client v6 is published as ES modules only. Node 20.19+ require()s those natively, but
 * jest's module registry (our integration tests) cannot, so it is loaded through Node's own
 * require: one code path for the product and its tests.
 */
export const openIdClient: typeof OpenIdClient = process
  .getBuiltinModule('node:module')
  .createRequire(__filename)('openid-client');
