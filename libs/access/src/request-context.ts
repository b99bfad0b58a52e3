import { randomUUID } from 'node:crypto';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { CommandContext } from '@tracklight/event-store';

interface IncomingRequest {
  id?: unknown;
  ip?: string;
  user?: { id: string; apiKey?: { id: string } };
}

/** Who acts (the verified caller, if any) and the request's id, carried into every event it causes. */
export const commandContextOf = (request: IncomingRequest | undefined): CommandContext => ({
  actorUserId: request?.user?.id ?? null,
  correlationId:
    typeof request?.id === 'string' || typeof request?.id === 'number' ? String(request.id) : randomUUID(),
  ...(request?.user?.apiKey ? { apiKeyId: request.user.apiKey.id } : {}),
});

const requestOf = (context: ExecutionContext): IncomingRequest | undefined =>
  context.getType<string>() === 'graphql'
    ? GqlExecutionContext.create(context).getContext<{ req?: IncomingRequest }>().req
    : context.switchToHttp().getRequest<IncomingRequest>();

/** The command context of the current REST request or GraphQL operation. */
export const RequestContext = createParamDecorator(
  (_: unknown, context: ExecutionContext): CommandContext => commandContextOf(requestOf(context)),
);

/** The caller's network address, for login throttling and the login history. */
export const ClientAddress = createParamDecorator(
  (_: unknown, context: ExecutionContext): string => requestOf(context)?.ip ?? 'unknown',
);
