import { Catch, HttpStatus, PayloadTooLargeException, type ArgumentsHost, type ExceptionFilter, type Type } from '@nestjs/common';
import type { Response } from 'express';
import { failure } from '@tracklight/access';

/** Multer's own limits answer in words the UI can show (spec section 8 flashes them): `@UseFilters(uploadLimitFilter(message))`. */
export const uploadLimitFilter = (message: string): Type<ExceptionFilter> => {
  @Catch(PayloadTooLargeException)
  class UploadLimitFilter implements ExceptionFilter {
    catch(_error: PayloadTooLargeException, host: ArgumentsHost) {
      host.switchToHttp().getResponse<Response>().status(HttpStatus.PAYLOAD_TOO_LARGE).json(failure(HttpStatus.PAYLOAD_TOO_LARGE, message));
    }
  }
  return UploadLimitFilter;
};
