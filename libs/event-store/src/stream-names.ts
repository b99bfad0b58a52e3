// Stream names are `<aggregate>-<id>`; the aggregate decides which bounded context owns the
// stream, and so which Kafka topic carries its events.

export const BOUNDED_CONTEXTS = ['auth', 'batches', 'audit-runner', 'reporting', 'cms', 'platform'] as const;
export type BoundedContext = (typeof BOUNDED_CONTEXTS)[number];

const AGGREGATE_CONTEXT: Record<string, BoundedContext> = {
  company: 'auth',
  user: 'auth',
  batch: 'batches',
  template: 'batches',
  audit: 'audit-runner',
  network: 'cms',
  advertiser: 'cms',
  platformcontent: 'cms',
  cause: 'cms',
};

export const streamName = (aggregate: string, id: string): string => `${aggregate}-${id}`;

export const aggregateOf = (stream: string): string => {
  const dash = stream.indexOf('-');
  return dash < 0 ? stream : stream.slice(0, dash);
};

/** Streams of aggregates no context claims (tests, tools) belong to 'platform'. */
export const contextOf = (stream: string): BoundedContext => AGGREGATE_CONTEXT[aggregateOf(stream)] ?? 'platform';
