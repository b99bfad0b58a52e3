import { Module } from '@nestjs/common';
import { API_KEY_VERIFIER, COMPANY_QUOTAS, USER_DIRECTORY } from '@tracklight/access';
import { PortsModule } from '@tracklight/platform';
import { ApiKeyVerifierService } from './api-keys/verify-api-key/api-key-verifier';
import { QuotaService } from './companies/reserve-audits/quota.service';
import { ReleaseAuditsHandler } from './companies/reserve-audits/release-audits.handler';
import { ReserveAuditsHandler } from './companies/reserve-audits/reserve-audits.handler';
import { AuthUserDirectory } from './users/user-directory/user-directory';

/**
 * What other services' code asks of auth: API keys checked by every guard, the user directory,
 * and company quotas (batches reserves audits). No endpoints, seeds or projections, so a process
 * of another service composes it without serving auth's routes (the auth process keeps the
 * tables these read).
 */
@Module({
  providers: [
    { provide: API_KEY_VERIFIER, useClass: ApiKeyVerifierService },
    { provide: USER_DIRECTORY, useClass: AuthUserDirectory },
    QuotaService,
    { provide: COMPANY_QUOTAS, useExisting: QuotaService },
    ReserveAuditsHandler,
    ReleaseAuditsHandler,
  ],
  exports: [API_KEY_VERIFIER, USER_DIRECTORY, COMPANY_QUOTAS, QuotaService],
})
export class AuthPortsModule {}

/** The auth service's ports for other services of the process. */
export const AUTH_PORTS = PortsModule.of(AuthPortsModule);
