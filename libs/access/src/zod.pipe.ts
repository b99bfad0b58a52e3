import type { PipeTransform } from '@nestjs/common';
import { z } from 'zod';
import { badRequest } from './http-failures';

/** Validates a request body or query with a zod schema; the first problem becomes the errorMessage. */
export class ZodPipe<Schema extends z.ZodType> implements PipeTransform<unknown, z.infer<Schema>> {
  /** Public so the OpenAPI document can describe what the route accepts (libs/platform open-api.ts). */
  constructor(readonly schema: Schema) {}

  transform(value: unknown): z.infer<Schema> {
    const parsed = this.schema.safeParse(value ?? {});
    if (parsed.success) return parsed.data;
    const [issue] = parsed.error.issues;
    // A field of the wrong type or missing gets a generic message; every other check carries its own.
    throw badRequest(
      issue.code === 'invalid_type' && issue.path.length > 0
        ? `Please provide a valid ${issue.path.join('.')}.`
        : issue.message,
    );
  }
}

/** A path id: rejected before it reaches a uuid column. */
export const IdParam = new ZodPipe(z.uuid('That id is not valid.'));
