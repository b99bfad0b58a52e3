import type { Type } from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import type { z } from 'zod';
import { ZodPipe } from './zod.pipe';

export interface RouteSchemas {
  body?: z.ZodType;
  query?: z.ZodType;
  params: Record<string, z.ZodType>;
}

interface RouteArgument {
  index: number;
  data?: unknown;
  pipes?: unknown[];
}

/**
 * The zod schemas a route checks its body, query and path parameters with (its ZodPipes), read
 * from the route's metadata: the one schema layer both validates and documents (OpenAPI).
 */
export const routeSchemas = (controller: Type, method: string): RouteSchemas => {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, method) ?? {}) as Record<string, RouteArgument>;
  const schemas: RouteSchemas = { params: {} };
  for (const [key, argument] of Object.entries(args)) {
    const pipe = argument.pipes?.find((candidate): candidate is ZodPipe<z.ZodType> => candidate instanceof ZodPipe);
    if (!pipe) continue;
    const type = Number(key.split(':')[0]);
    if (type === RouteParamtypes.BODY) schemas.body = pipe.schema;
    if (type === RouteParamtypes.QUERY) schemas.query = pipe.schema;
    if (type === RouteParamtypes.PARAM && typeof argument.data === 'string') schemas.params[argument.data] = pipe.schema;
  }
  return schemas;
};
