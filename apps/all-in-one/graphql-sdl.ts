import type { DynamicModule, Type } from '@nestjs/common';
import { ENTRY_PROVIDER_WATERMARK } from '@nestjs/common/constants';
import { NestFactory } from '@nestjs/core';
import { GraphQLSchemaBuilderModule, GraphQLSchemaFactory } from '@nestjs/graphql';
import { lexicographicSortSchema, printSchema } from 'graphql';

type ModuleRef = Type | DynamicModule | Promise<DynamicModule> | { forwardRef: () => Type };
type ProviderRef = Type | { useClass?: Type } | Record<string, unknown>;

/** @Resolver() marks its class as an entry provider; only @nestjs/graphql's decorator does. */
const isResolver = (candidate: unknown): candidate is Type => typeof candidate === 'function' && Reflect.getMetadata(ENTRY_PROVIDER_WATERMARK, candidate) === true;

/**
 * Every resolver class the module graph declares, read from the modules' metadata (no provider is
 * created, so no database or broker is needed): what the running app's GraphQL module finds.
 */
export const resolversOf = (root: DynamicModule): Type[] => {
  const seen = new Set<unknown>();
  const resolvers = new Set<Type>();
  const visit = (ref: ModuleRef | undefined): void => {
    if (!ref || ref instanceof Promise) return;
    const module = 'forwardRef' in ref ? ref.forwardRef() : ref;
    if (seen.has(module)) return;
    seen.add(module);
    const dynamic = typeof module === 'function' ? undefined : module;
    const type = typeof module === 'function' ? module : module.module;
    const providers: ProviderRef[] = [...(Reflect.getMetadata('providers', type) ?? []), ...(dynamic?.providers ?? [])];
    for (const provider of providers) {
      const candidate = typeof provider === 'function' ? provider : provider.useClass;
      if (isResolver(candidate)) resolvers.add(candidate);
    }
    for (const child of [...(Reflect.getMetadata('imports', type) ?? []), ...(dynamic?.imports ?? [])]) visit(child);
  };
  visit(root);
  return [...resolvers];
};

/**
 * The GraphQL schema (SDL, sorted as the endpoint serves it: `sortSchema`) built from the
 * resolvers alone, for the file clients generate their types from (`npm run build` writes it).
 */
export const graphqlSdl = async (root: DynamicModule): Promise<string> => {
  const context = await NestFactory.createApplicationContext(GraphQLSchemaBuilderModule, { logger: false });
  try {
    const schema = await context.get(GraphQLSchemaFactory).create(resolversOf(root));
    return printSchema(lexicographicSortSchema(schema));
  } finally {
    await context.close();
  }
};
