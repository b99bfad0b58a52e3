import {
  ForbiddenException,
  Inject,
  Injectable,
  Logger,
  UnauthorizedException,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { AccessTokens } from './access-tokens';
import { AuthPorts } from './auth-ports';
import { API_KEY_HEADER, API_KEY_REFUSALS, apiKeyScopeOf } from './api-keys';
import type { AuthenticatedUser } from './authenticated-user';
import { bearerToken } from './bearer-token';
import { decideAccess } from './decide-access';
import { failure } from './failure';
import { annotationOf, type Annotation } from './operation.decorator';
import { requestOf } from './request-user';
import type { OperationTable } from './rules';

export const ACCESS_OPTIONS = Symbol('ACCESS_OPTIONS');

export interface AccessOptions {
  registry: OperationTable;
  /** `Class.method` of endpoints that cannot carry @Public() themselves (see AccessModule). */
  publicEndpoints: readonly string[];
}

export const MESSAGES = {
  loginRequired: 'Please log in to continue.',
  sessionExpired: 'Your session has expired. Please log in again.',
  forbidden: 'Your account does not have access to this. Ask your company owner if you need it.',
  undeclared: 'This endpoint declares no access rule, so it is closed to everyone.',
};


/**
 * Deny by default: every REST route and GraphQL root field must say, with @Operation() or
 * @Public(), who may call it. An operation needs a valid access token and its registry rule to
 * pass; anything unannotated is refused.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  private readonly logger = new Logger(AccessGuard.name);

  constructor(
    @Inject(ACCESS_OPTIONS) private readonly options: AccessOptions,
    private readonly tokens: AccessTokens,
    private readonly authPorts: AuthPorts,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = requestOf(context);
    const token = bearerToken(request.headers.authorization);
    const apiKey = token ? null : request.headers[API_KEY_HEADER];
    const user = typeof apiKey === 'string' ? await this.keyHolder(apiKey, request.ip ?? 'unknown') : token ? this.tokens.verify(token) : null;
    if (user) request.user = user;
    const annotation = this.annotationFor(context);
    switch (decideAccess(this.options.registry, annotation, user)) {
      case 'allow':
        return true;
      case 'not-for-keys':
        throw new ForbiddenException(failure(403, API_KEY_REFUSALS.notForKeys));
      case 'missing-scope': {
        const rule = annotation?.kind === 'operation' ? this.options.registry[annotation.name] : undefined;
        throw new ForbiddenException(failure(403, API_KEY_REFUSALS.missingScope(apiKeyScopeOf(rule)!)));
      }
      case 'login-required':
        throw new UnauthorizedException(
          failure(401, token ? MESSAGES.sessionExpired : MESSAGES.loginRequired),
        );
      case 'forbidden':
        throw new ForbiddenException(failure(403, MESSAGES.forbidden));
      case 'undeclared':
        this.logger.error(
          `${context.getClass().name}.${context.getHandler().name} has no @Operation or @Public`,
        );
        throw new ForbiddenException(failure(403, MESSAGES.undeclared));
    }
  }

  /**
   * The owner an API key acts for, marked as a key. A key that does not verify is refused at once
   * with its reason (the public API's JSON error), whatever the route.
   */
  private async keyHolder(key: string, address: string): Promise<AuthenticatedUser> {
    const verifier = this.authPorts.apiKeyVerifier();
    if (!verifier) throw new UnauthorizedException(failure(401, API_KEY_REFUSALS.notAccepted));
    const verified = await verifier.verify(key, address);
    if (!verified.ok) throw new UnauthorizedException(failure(401, API_KEY_REFUSALS[verified.reason]));
    return verified.user;
  }

  private annotationFor(context: ExecutionContext): Annotation {
    const handler = context.getHandler();
    const controller = context.getClass();
    return (
      annotationOf(handler, controller) ??
      (this.options.publicEndpoints.includes(`${controller.name}.${handler.name}`)
        ? { kind: 'public' }
        : null)
    );
  }
}
