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
import { decideAccess } from './decide-access';
import { failure } from './failure';
import { annotationOf, type Annotation } from './operation.decorator';
import { requestOf, type RequestWithUser } from './request-user';
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

/** The bearer token, if any; the UI sends the word 'None' when logged out (spec section 6). */
const bearerToken = (request: RequestWithUser): string | null => {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match && match[1] !== 'None' ? match[1] : null;
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
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const request = requestOf(context);
    const token = bearerToken(request);
    const user = token ? this.tokens.verify(token) : null;
    if (user) request.user = user;
    switch (decideAccess(this.options.registry, this.annotationFor(context), user)) {
      case 'allow':
        return true;
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
