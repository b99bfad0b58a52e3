import { createParamDecorator, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import type { AuthenticatedUser } from './authenticated-user';
import { failure } from './failure';
import { requestOf } from './request-user';

/**
 * The caller the AccessGuard verified. On a @Public() route with no token there is none, so the
 * decorator refuses rather than hand a handler `undefined`.
 */
export const CurrentUser = createParamDecorator(
  (_: unknown, context: ExecutionContext): AuthenticatedUser => {
    const user = requestOf(context).user;
    if (!user) throw new UnauthorizedException(failure(401, 'Please log in to continue.'));
    return user;
  },
);
