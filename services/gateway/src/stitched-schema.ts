import type { IncomingMessage } from 'node:http';
import type { GraphQLSchema } from 'graphql';
import { buildHTTPExecutor } from '@graphql-tools/executor-http';
import { stitchSchemas } from '@graphql-tools/stitch';
import { schemaFromExecutor } from '@graphql-tools/wrap';
import { API_KEY_HEADER, type AccessTokens, type AuthenticatedUser } from '@tracklight/access';
import type { ServiceAddress } from './gateway-settings';

/** The gateway's GraphQL context: the browser's request, whose credentials each service checks. */
export interface GatewayContext {
  req?: IncomingMessage;
}

/** Who the gateway is when it reads the services' schemas: no company, role or grant. */
const GATEWAY_PRINCIPAL: AuthenticatedUser = {
  id: 'gateway',
  email: 'gateway@tracklight.internal',
  name: 'Gateway',
  title: '',
  companyId: '',
  companyName: '',
  isSuperAdmin: false,
  isCompanyOwner: false,
  roles: [],
  grants: [],
  shareEnabled: false,
  queues: [],
};

/** The request headers a service needs to know who calls and from where; nothing else crosses. */
const FORWARDED = ['authorization', 'cookie', API_KEY_HEADER, 'user-agent', 'accept-language', 'x-request-id'];

export const forwardedHeaders = (req: IncomingMessage | undefined): Record<string, string> => {
  if (!req) return {};
  const headers: Record<string, string> = {};
  for (const name of FORWARDED) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const client = req.socket.remoteAddress ?? '';
  const earlier = req.headers['x-forwarded-for'];
  headers['x-forwarded-for'] = typeof earlier === 'string' && earlier ? `${earlier}, ${client}` : client;
  return headers;
};

/**
 * One GraphQL schema over every service's `/gql` (schema stitching, graphql-tools): each root
 * field is delegated to the service that defines it, with the caller's credentials. The services
 * keep their code-first schemas as they are; a type two services share comes from libs and is the
 * same in both, so the stitched schema is the all-in-one's.
 */
export const stitchServices = async (services: ServiceAddress[], tokens: AccessTokens): Promise<GraphQLSchema> => {
  // The services describe their schema to logged-in callers only: the gateway reads it as itself.
  const gatewayToken = tokens.sign(GATEWAY_PRINCIPAL);
  const subschemas = await Promise.all(
    services.map(async (service) => {
      // Each call goes to the replica whose turn it is (the endpoint's origin is replaced).
      const endpoint = `${service.replicas.urls[0]}/gql`;
      const fetchFromReplicas = (input: string | URL | Request, init?: RequestInit) => service.replicas.fetch('/gql', init ?? (input instanceof Request ? input : undefined));
      const executor = buildHTTPExecutor({ endpoint, fetch: fetchFromReplicas, headers: (request) => forwardedHeaders((request?.context as GatewayContext | undefined)?.req) });
      const schema = await schemaFromExecutor(buildHTTPExecutor({ endpoint, fetch: fetchFromReplicas, headers: { authorization: `Bearer ${gatewayToken}` } }));
      return { schema, executor, name: service.name };
    }),
  );
  return stitchSchemas({ subschemas });
};
