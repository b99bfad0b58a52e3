import { HttpException, HttpStatus, Injectable, type ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import { ThrottlerGuard, type ThrottlerLimitDetail } from '@nestjs/throttler';
import { failure } from './failure';

/** How many calls one caller may make in a minute on a route that sets no limit of its own. */
export const DEFAULT_CALLS_PER_MINUTE = 1200;

export const tooManyCalls = (seconds: number) =>
  `Too many requests. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`;

/**
 * Rate limits on every REST route and GraphQL operation (@nestjs/throttler; Redis-backed when
 * REDIS_URL is set, so the limits hold across processes). A caller is its API key or its user once
 * the access guard, which runs first, has verified them, else its address. Routes that need a tighter
 * limit (submissions, password resets, exports, the public API) say so with @Throttle.
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  protected override getRequestResponse(context: ExecutionContext) {
    if (context.getType<string>() !== 'graphql') return super.getRequestResponse(context);
    const { req, res } = GqlExecutionContext.create(context).getContext<{ req: Record<string, unknown>; res?: Record<string, unknown> }>();
    // Express links the response to its request; a GraphQL context need not carry it itself.
    return { req, res: res ?? (req.res as Record<string, unknown>) };
  }

  /** An API key counts on its own, apart from its owner's sessions (issue 21: limits per key). */
  protected override async getTracker(request: Record<string, unknown>): Promise<string> {
    const user = request.user as { id?: string; apiKey?: { id: string } } | undefined;
    if (user?.apiKey) return `apikey:${user.apiKey.id}`;
    return user?.id ? `user:${user.id}` : `address:${String(request.ip ?? 'unknown')}`;
  }

  protected override async throwThrottlingException(_context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    const seconds = Math.max(1, Math.ceil(detail.timeToBlockExpire));
    throw new HttpException(failure(HttpStatus.TOO_MANY_REQUESTS, tooManyCalls(seconds)), HttpStatus.TOO_MANY_REQUESTS);
  }
}
