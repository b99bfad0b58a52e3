import type { ApolloServerOptionsWithGateway, BaseContext } from '@apollo/server';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import type { RestRouteTable } from './rest-routes';
import type { ServiceMap } from './service-discovery';

/** Apollo Server's gateway interface (its own package is not one of ours: taken through @apollo/server). */
type GatewayInterface = ApolloServerOptionsWithGateway<BaseContext>['gateway'];
type SchemaListener = Parameters<GatewayInterface['onSchemaLoadOrUpdate']>[0];

const sdlOf = (schema: GraphQLSchema) => printSchema(lexicographicSortSchema(schema));

/**
 * The services' stitched schema and REST routes as they are now. A service redeployed with a new
 * call (a rolling update) is picked up at the next refresh, without restarting the gateway: Apollo
 * Server takes the schema through its gateway interface (the way @apollo/gateway swaps a
 * supergraph), the REST proxy reads `routes` on each request. A refresh that fails (a service
 * down mid-deploy) keeps what was read before.
 */
export class LiveServiceMap implements GatewayInterface, ServiceMap {
  private readonly listeners = new Set<SchemaListener>();
  private timer: NodeJS.Timeout | undefined;
  private sdl: string;

  constructor(
    private current: ServiceMap,
    private readonly refreshing: { rediscover: () => Promise<ServiceMap>; everyMs: number; say: (message: string) => void } | null = null,
  ) {
    this.sdl = sdlOf(current.schema);
  }

  get schema(): GraphQLSchema {
    return this.current.schema;
  }

  get routes(): RestRouteTable {
    return this.current.routes;
  }

  onSchemaLoadOrUpdate(callback: SchemaListener): () => void {
    this.listeners.add(callback);
    return () => this.listeners.delete(callback);
  }

  /** Apollo Server's start: the schema as read, then a refresh every `everyMs`; null executor = graphql's own. */
  async load(): Promise<{ executor: null }> {
    this.announce();
    if (this.refreshing) {
      this.timer = setInterval(() => void this.refresh(), this.refreshing.everyMs);
      this.timer.unref();
    }
    return { executor: null };
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
  }

  /** Reads the services again; true when the schema changed. */
  async refresh(): Promise<boolean> {
    if (!this.refreshing) return false;
    try {
      const next = await this.refreshing.rediscover();
      const sdl = sdlOf(next.schema);
      this.current = next;
      if (sdl === this.sdl) return false;
      this.sdl = sdl;
      this.announce();
      this.refreshing.say('the services’ schema changed: the gateway serves the new one');
      return true;
    } catch (error) {
      this.refreshing.say(`kept the services’ schema and routes as read before: ${error instanceof Error ? error.message : String(error)}`);
      return false;
    }
  }

  private announce(): void {
    for (const listener of this.listeners) listener({ apiSchema: this.current.schema, coreSupergraphSdl: this.sdl });
  }
}
