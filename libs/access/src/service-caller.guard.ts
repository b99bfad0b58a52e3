import { ForbiddenException, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { failure } from './failure';
import { SERVICE_TOKEN_HEADER, ServiceTokens } from './service-tokens';

export const NOT_A_SERVICE = 'This route is for the product\'s own services only.';

/**
 * Lets through only another process of the product, by its service token: an internal route's
 * guard. The route is @Public() to the users' AccessGuard (no user calls it) and kept out of the
 * OpenAPI document, so the gateway never routes to it; this guard refuses whoever reaches it anyway.
 */
@Injectable()
export class ServiceCallerGuard implements CanActivate {
  constructor(private readonly tokens: ServiceTokens) {}

  canActivate(context: ExecutionContext): boolean {
    const header = context.switchToHttp().getRequest<{ headers: Record<string, unknown> }>().headers[SERVICE_TOKEN_HEADER];
    if (this.tokens.verify(typeof header === 'string' ? header : undefined)) return true;
    throw new ForbiddenException(failure(403, NOT_A_SERVICE));
  }
}
