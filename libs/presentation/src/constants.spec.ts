import * as constants from './constants';

// The values are the spec's (section 9); a change here is a change of product behaviour.
describe('business constants (spec 9)', () => {
  it('match the spec', () => {
    expect(constants).toEqual({
      FLASH_MESSAGE_DURATION_MS: 10_000,
      REFRESH_THROTTLE_MS: 10_000,
      REFRESH_SPINNER_MS: 500,
      QUERY_DEBOUNCE_MS: 500,
      PAGE_SIZES: [10, 25, 50, 100],
      DEFAULT_PAGE_SIZE: 10,
      COMPANY_TYPE_FILTER_PAGE_SIZE: 100,
      DASHBOARD_RECENT_AUDITS: 10,
      STATUS_PROCESSING_WINDOWS: [
        { label: '1 minute', ms: 60_000 },
        { label: '5 minutes', ms: 300_000 },
        { label: '30 minutes', ms: 1_800_000 },
        { label: '1 hour', ms: 3_600_000 },
      ],
      DEFAULT_STATUS_PROCESSING_WINDOW_MS: 60_000,
      DEFAULT_REPORT_RANGE_DAYS: 69,
      ADMIN_REPORT_MAX_RANGE_DAYS: 90,
      ENTERPRISE_REPORT_MAX_RANGE_MS: 8_208_000_000,
      BATCH_LIST_DEFAULT_RANGE_DAYS: 110,
      QUEUE_LETTERS: ['a', 'b', 'c'],
      DEFAULT_COUNTRY_CODE: 'gb',
      UNSUPPORTED_NETWORKS: ['webgains'],
      MEMORY_COOKIE_COMPARISON_LABELS: {
        different: 'Different',
        same: 'Same',
        noPrevious: 'No previous running',
        noNext: 'No next running',
      },
    });
  });

  it('the default status processing window is one of the windows', () => {
    const windows = constants.STATUS_PROCESSING_WINDOWS.map((window) => window.ms);
    expect(windows).toContain(constants.DEFAULT_STATUS_PROCESSING_WINDOW_MS);
  });
});
