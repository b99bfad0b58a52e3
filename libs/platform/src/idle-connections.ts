import type { Server } from 'node:http';

/**
 * How long a client's idle keep-alive connection stays open on our side: longer than any client
 * of ours keeps one (Node's agent 5 s, fetch 4 s, a load balancer's usual 60 s). A server that
 * closed idle connections first (Node's default, 5 s) raced its clients: a request sent on a
 * connection just as the server closed it failed with ECONNRESET, which a loaded machine made
 * likely (the gateway's calls to the services, a test's fetch to its app).
 */
export const IDLE_CONNECTION_MS = 65_000;

/** Lets the clients close idle connections, not this server (see IDLE_CONNECTION_MS). */
export const outlastClientsIdleConnections = (server: Server): void => {
  server.keepAliveTimeout = IDLE_CONNECTION_MS;
  // Node's guidance: above keepAliveTimeout, so a slow request's headers are not cut off by it.
  server.headersTimeout = IDLE_CONNECTION_MS + 1_000;
};
