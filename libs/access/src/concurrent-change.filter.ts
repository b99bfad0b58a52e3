import { Catch, HttpStatus, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { ConcurrentChangeError } from '@tracklight/event-store';
import { conflict } from './http-failures';

/** A command that lost to concurrent changes answers 409 with the message the UI shows. */
@Catch(ConcurrentChangeError)
export class ConcurrentChangeFilter implements ExceptionFilter {
  catch(error: ConcurrentChangeError, host: ArgumentsHost): unknown {
    const exception = conflict(error.message);
    if (host.getType<string>() === 'graphql') return exception; // Nest GraphQL turns it into an error
    host.switchToHttp().getResponse().status(HttpStatus.CONFLICT).json(exception.getResponse());
    return undefined;
  }
}
