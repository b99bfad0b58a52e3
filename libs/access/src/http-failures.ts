import { HttpException, HttpStatus } from '@nestjs/common';
import { failure } from './failure';

// Failures answer with a JSON errorMessage the UI shows as is (spec section 8).
const fail = (status: HttpStatus) => (errorMessage: string) =>
  new HttpException(failure(status, errorMessage), status);

export const badRequest = fail(HttpStatus.BAD_REQUEST);
export const unauthorized = fail(HttpStatus.UNAUTHORIZED);
export const forbidden = fail(HttpStatus.FORBIDDEN);
export const notFound = fail(HttpStatus.NOT_FOUND);
export const conflict = fail(HttpStatus.CONFLICT);
export const tooManyRequests = fail(HttpStatus.TOO_MANY_REQUESTS);
