import { randomUUID } from 'node:crypto';
import { HttpException, HttpStatus, Inject, Injectable, Logger, Module } from '@nestjs/common';
import {
  COMPANY_QUOTAS,
  COMPANY_QUOTAS_ROUTE,
  failure,
  SERVICE_TOKEN_HEADER,
  ServiceTokens,
  type CompanyQuota,
  type CompanyQuotas,
  type QuotaReservation,
} from '@tracklight/access';
import type { Settings } from '@tracklight/config';
import type { CommandContext } from '@tracklight/event-store';
import { PortsModule } from './ports.module';
import { Replicas } from './replicas';
import { SETTINGS, PROCESS_NAME } from './tokens';

/** Longest wait for auth's answer; a lost one is asked again (the calls are idempotent). */
const CALL_TIMEOUT_MS = 5_000;
const ATTEMPTS = 3;

export const AUTH_UNREACHABLE = 'Company quotas cannot be checked right now. Please try again in a moment.';

/** The quota service did not answer, or answered with a fault; nothing of the call can be assumed. */
export class QuotaServiceUnreachable extends HttpException {
  constructor(problem: unknown) {
    super(failure(HttpStatus.SERVICE_UNAVAILABLE, AUTH_UNREACHABLE), HttpStatus.SERVICE_UNAVAILABLE, { cause: problem });
  }
}

/**
 * The COMPANY_QUOTAS port of a process that is not auth's (the batches process): each call goes
 * to auth's own process, on its internal route (CompanyQuotasController), with this process's
 * service token, so the `company-…` stream is appended there alone (decision 0068).
 *
 * Every call is idempotent (a reservation is keyed by its batch's id), so an answer that did not
 * come (a timeout, a dropped connection, a 5xx) is asked again, of the next replica. A reservation
 * still unanswered after that is released by the same id before the error goes up: released if it
 * had arrived, refused when it arrives later, so no audit stays taken for a batch never stored.
 */
@Injectable()
export class RemoteCompanyQuotas implements CompanyQuotas {
  private readonly logger = new Logger(RemoteCompanyQuotas.name);
  private readonly auth: Replicas;

  constructor(
    @Inject(SETTINGS) settings: Settings,
    @Inject(PROCESS_NAME) private readonly caller: string,
    private readonly tokens: ServiceTokens,
  ) {
    this.auth = new Replicas(settings.AUTH_INTERNAL_URL);
  }

  async quota(companyId: string): Promise<CompanyQuota | null> {
    return (await this.call<{ quota: CompanyQuota | null }>('GET', `${companyId}`)).quota;
  }

  async reserve(companyId: string, links: number, reservationId: string, context: CommandContext): Promise<QuotaReservation> {
    try {
      return await this.call<QuotaReservation>('POST', `${companyId}/reservations`, { links, reservationId, context });
    } catch (error) {
      if (error instanceof QuotaServiceUnreachable) await this.giveUp(companyId, reservationId, context);
      throw error;
    }
  }

  async release(companyId: string, reservationId: string, context: CommandContext): Promise<void> {
    await this.call('POST', `${companyId}/reservations/${reservationId}/release`, { context });
  }

  /** A reservation whose answer never came: released, or refused if it is still on its way. */
  private async giveUp(companyId: string, reservationId: string, context: CommandContext): Promise<void> {
    try {
      await this.release(companyId, reservationId, context);
    } catch (error) {
      // Auth is down: whatever reached it stays reserved for a batch never stored, until it answers again.
      this.logger.error({ err: error, companyId, reservationId }, 'a reservation whose answer was lost could not be given up');
    }
  }

  /**
   * One call, asked again when no answer came. A 4xx is auth's answer (the company is unknown, the
   * call malformed) and goes up as it came; a 5xx or no answer becomes QuotaServiceUnreachable.
   */
  private async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let lastProblem: unknown;
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      try {
        const response = await this.auth.fetch(`/${COMPANY_QUOTAS_ROUTE}/${path}`, {
          method,
          headers: { 'content-type': 'application/json', [SERVICE_TOKEN_HEADER]: this.tokens.sign(this.caller), 'x-request-id': randomUUID() },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
        });
        if (response.status === 204) return undefined as T;
        const answer: unknown = await response.json();
        if (response.ok) return answer as T;
        if (response.status < 500) throw new HttpException(answer as object, response.status);
        lastProblem = new Error(`auth answered ${response.status}`);
      } catch (error) {
        if (error instanceof HttpException) throw error;
        lastProblem = error;
      }
      if (attempt < ATTEMPTS) await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
    throw new QuotaServiceUnreachable(lastProblem);
  }
}

@Module({ providers: [RemoteCompanyQuotas, { provide: COMPANY_QUOTAS, useExisting: RemoteCompanyQuotas }], exports: [COMPANY_QUOTAS] })
export class RemoteCompanyQuotasModule {}

/** COMPANY_QUOTAS for a process that is not auth's: a call to auth's process. */
export const REMOTE_COMPANY_QUOTAS = PortsModule.of(RemoteCompanyQuotasModule);
