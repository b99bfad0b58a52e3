import { Module } from '@nestjs/common';
import { API_KEY_VERIFIER, USER_DIRECTORY } from '@tracklight/access';
import { PortsModule } from '@tracklight/platform';
import { ApiKeyVerifierService } from './api-keys/verify-api-key/api-key-verifier';
import { AuthUserDirectory } from './users/user-directory/user-directory';

/**
 * What other services' code reads of auth: API keys checked by every guard, and the user
 * directory. No endpoints, seeds, projections or writes, so a process of another service composes
 * it without serving auth's routes or appending auth's streams (the auth process keeps the tables
 * these read). Company quotas are written, so they are AuthQuotasModule's.
 */
@Module({
  providers: [
    { provide: API_KEY_VERIFIER, useClass: ApiKeyVerifierService },
    { provide: USER_DIRECTORY, useClass: AuthUserDirectory },
  ],
  exports: [API_KEY_VERIFIER, USER_DIRECTORY],
})
export class AuthPortsModule {}

/** The auth service's read ports for other services of the process. */
export const AUTH_PORTS = PortsModule.of(AuthPortsModule);
