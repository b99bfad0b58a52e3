import { createParamDecorator, type ExecutionContext } from '@nestjs/common';

/** The refresh token from the `Refresh` header (spec section 7), with or without a Bearer prefix. */
export const RefreshToken = createParamDecorator(
  (_: unknown, context: ExecutionContext): string => {
    const header: unknown = context
      .switchToHttp()
      .getRequest<{ headers: Record<string, unknown> }>().headers.refresh;
    return typeof header === 'string' ? header.replace(/^Bearer\s+/i, '').trim() : '';
  },
);

export const SESSION_ENDED = 'Your session has ended. Please log in again.';
