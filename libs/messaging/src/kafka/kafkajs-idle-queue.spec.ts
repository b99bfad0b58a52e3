// kafkajs 2.2.4's request queue, as patched by patches/kafkajs+2.2.4.patch (npm's postinstall runs
// patch-package): unpatched, every connection that has had one answer checks its empty queue every
// millisecond for as long as it lives (tulios/kafkajs#1704), about 25 ms of CPU a second for an idle
// service's producer, consumer and admin, and Node warns of a negative timeout (#1751).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const RequestQueue = require('kafkajs/src/network/requestQueue');

const queue = () => {
  const logger = { debug: () => undefined, warn: () => undefined, error: () => undefined, info: () => undefined };
  return new RequestQueue({ maxInFlightRequests: null, requestTimeout: 30_000, enforceRequestTimeout: true, clientId: 'spec', broker: 'spec:9092', logger });
};

describe('the Kafka client request queue (patched)', () => {
  it('schedules no check while nothing is pending and nothing throttles it', () => {
    const idle = queue();
    try {
      idle.checkPendingRequests();
      expect(idle.throttleCheckTimeoutId).toBeNull();
    } finally {
      idle.destroy();
    }
  });

  it('still checks again when the broker throttles it', () => {
    const throttled = queue();
    try {
      throttled.maybeThrottle(50);
      throttled.checkPendingRequests();
      expect(throttled.throttleCheckTimeoutId).not.toBeNull();
    } finally {
      throttled.destroy();
    }
  });
});
