// Stream names are `<aggregate>-<id>`; the aggregate decides which bounded context owns the
// stream, and so which Kafka topic carries its events.

export const BOUNDED_CONTEXTS = ['auth', 'batches', 'audit-runner', 'reporting', 'cms', 'platform'] as const;
export type BoundedContext = (typeof BOUNDED_CONTEXTS)[number];

/** Each stream type's one owning service, the only one that appends to it (docs/streams.md). */
export const STREAM_OWNERS: Readonly<Record<string, BoundedContext>> = {
  company: 'auth',
  user: 'auth',
  apikey: 'auth',
  batch: 'batches',
  template: 'batches',
  audit: 'audit-runner',
  auditcomment: 'reporting',
  auditassignment: 'reporting',
  templatealert: 'reporting',
  network: 'cms',
  advertiser: 'cms',
  platformcontent: 'cms',
  cause: 'cms',
  narrative: 'cms',
  internaladvertiserissue: 'cms',
  cmpmetadata: 'cms',
  supportrequest: 'cms',
  issuereport: 'cms',
  advertiserissue: 'cms',
  auditerror: 'cms',
  guidedresult: 'cms',
  memorycookiestatus: 'cms',
  cmp: 'cms',
  litecmp: 'cms',
  certificationresponsibility: 'cms',
  whitelistingrequest: 'cms',
  documentationpage: 'cms',
  providerverification: 'cms',
  providerreport: 'cms',
  networkinsight: 'cms',
  platform: 'cms',
};

export const streamName = (aggregate: string, id: string): string => `${aggregate}-${id}`;

export const aggregateOf = (stream: string): string => {
  const dash = stream.indexOf('-');
  return dash < 0 ? stream : stream.slice(0, dash);
};

/** Streams of aggregates no context claims (tests, tools) belong to 'platform'. */
export const contextOf = (stream: string): BoundedContext => STREAM_OWNERS[aggregateOf(stream)] ?? 'platform';
