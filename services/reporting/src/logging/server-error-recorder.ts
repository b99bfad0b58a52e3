import { HttpException, Injectable, Logger, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { Request } from 'express';
import { catchError, type Observable, throwError } from 'rxjs';
import { DataSource } from 'typeorm';

/** The log keeps this many errors; older ones go as new ones come. */
export const KEPT_SERVER_ERRORS = 10_000;

/**
 * Records every error a route or resolver ends with that is the server's fault (no HttpException
 * below 500) for GET /logging, then lets it go on to the usual handling. Only the operation, the
 * message and the stack are kept: never a request body, header or token.
 */
@Injectable()
export class ServerErrorRecorder implements NestInterceptor {
  private readonly logger = new Logger(ServerErrorRecorder.name);

  constructor(private readonly dataSource: DataSource) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (!(error instanceof HttpException && error.getStatus() < 500)) void this.record(operationOf(context), error);
        return throwError(() => error);
      }),
    );
  }

  private async record(operation: string, error: unknown): Promise<void> {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    const stack = error instanceof Error ? (error.stack ?? null)?.slice(0, 4000) ?? null : null;
    try {
      await this.dataSource.query(`INSERT INTO reporting.server_errors (operation, message, stack) VALUES ($1, $2, $3)`, [operation, message, stack]);
      await this.dataSource.query(
        `DELETE FROM reporting.server_errors WHERE id <= (SELECT max(id) - ${KEPT_SERVER_ERRORS} FROM reporting.server_errors)`,
      );
    } catch (failure) {
      this.logger.warn(`Could not record a server error for /logging: ${String(failure)}`);
    }
  }
}

const operationOf = (context: ExecutionContext): string => {
  if (context.getType<string>() === 'graphql') return `GraphQL ${GqlExecutionContext.create(context).getInfo<{ fieldName: string }>().fieldName}`;
  const request = context.switchToHttp().getRequest<Request>();
  return `${request.method} ${request.route?.path ?? request.path}`;
};
