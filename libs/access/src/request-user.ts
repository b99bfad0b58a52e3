import type { ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { AuthenticatedUser } from './authenticated-user';

/** The request, whether it came over REST or GraphQL (whose context is `{ req, res }`). */
export interface RequestWithUser {
  headers: Record<string, string | string[] | undefined>;
  user?: AuthenticatedUser;
  ip?: string;
}

export const requestOf = (context: ExecutionContext): RequestWithUser =>
  context.getType<string>() === 'graphql'
    ? GqlExecutionContext.create(context).getContext<{ req: RequestWithUser }>().req
    : context.switchToHttp().getRequest<RequestWithUser>();
