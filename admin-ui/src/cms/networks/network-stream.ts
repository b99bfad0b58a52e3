/** A network's event stream is `network-<id>` (docs/streams.md); its history reads that stream. */
export const NETWORK_STREAM_PREFIX = 'network-';
