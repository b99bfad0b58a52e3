import type { ApolloServerPlugin, GraphQLRequestContext, GraphQLRequestListener } from '@apollo/server';
import { Plugin } from '@nestjs/apollo';
import { graphqlLatency, ProductMetrics } from '@tracklight/metrics';

type Context = Record<string, unknown>;

/** The GraphQL timing of libs/metrics as a plugin Nest's Apollo driver finds (the gateway adds the same one itself). */
@Plugin()
export class GraphqlLatencyPlugin implements ApolloServerPlugin<Context> {
  private readonly timing: ApolloServerPlugin<Context>;

  constructor(metrics: ProductMetrics) {
    this.timing = graphqlLatency(metrics);
  }

  async requestDidStart(context: GraphQLRequestContext<Context>): Promise<GraphQLRequestListener<Context> | void> {
    return this.timing.requestDidStart!(context);
  }
}
