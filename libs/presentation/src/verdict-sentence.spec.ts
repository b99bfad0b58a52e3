import type { AuditView } from './audit-view';
import { anAdvertiser, anAudit } from './audit-view.fixture';
import { displayStatus } from './display-status';
import { MEMORY_COOKIE_STATUSES } from './memory-cookie-statuses';
import { memoryCookieStatusMeaning, verdictSentence } from './verdict-sentence';

const now = new Date('2025-06-15T12:00:00.000Z');
const sentence = (overrides: Partial<AuditView>) => verdictSentence({ ...anAudit(overrides), networkName: 'AWIN' }, now);

describe('verdictSentence: what the verdict means for the publisher, in one sentence', () => {
  it.each([
    ['IMMEDIATE', 'sales from this link will be credited.'],
    ['CONDITIONAL_ON_CMP', 'set only after the visitor accepted the consent banner: sales are credited only from visitors who accept cookies.'],
    ['CONDITIONAL_ON_CMP_AND_REFRESH', 'set only after consent and a reload of the page'],
    ['NO_MEMORY_COOKIE', 'No AWIN memory cookie was found'],
    ['CLOSED_ADVERTISER', "The advertiser's AWIN programme looks closed"],
    ['MANUAL_REVIEW', 'needs a review by the provider'],
    ['OTHER', 'none of the usual outcomes'],
  ] as const)('%s: %s', (memoryCookieStatus, words) => {
    expect(sentence({ memoryCookieStatus })).toContain(words);
  });

  it('names the network, and says "navigate" when a post-ALP URL replaces the reload', () => {
    expect(sentence({ memoryCookieStatus: 'IMMEDIATE' })).toMatch(/^The AWIN memory cookie was set as soon as/);
    expect(sentence({ memoryCookieStatus: 'CONDITIONAL_ON_CMP_AND_REFRESH', batchLink: { postAlpURL: 'https://shop.example/basket', skipConsent: false } as never })).toContain(
      'a move to another page',
    );
  });

  it('a failed audit that never reached the landing page has no verdict (Not Audited)', () => {
    expect(sentence({ status: 'FAILED', hasAlp: false })).toBe(
      "The audit could not reach the advertiser's landing page, so there is no verdict: check the link and audit it again.",
    );
  });

  it('follows the display rules: closed, guided result, advertiser setting, unidentified network, the latest enhanced status', () => {
    expect(sentence({ closedMerchant: true })).toContain('looks closed');
    expect(sentence({ injectedResult: { template: { readableStatus: 'Cookie with consent', readablePublisherType: null } } })).toBe(
      "The provider's team reviewed this audit and gives its result as 'Cookie with consent'.",
    );
    expect(sentence({ manualReviewRequired: true, advertiser: anAdvertiser({ cannotAudit: true }) })).toContain('cannot be audited automatically');
    expect(sentence({ network: 'null' })).toContain('No supported affiliate network was recognised');
    expect(
      sentence({
        memoryCookieStatus: 'NO_MEMORY_COOKIE',
        enhancedMemoryCookieStatuses: [{ source: 'LOCAL_PROCESSING', status: 'IMMEDIATE', updatedAt: '2025-06-02T00:00:00.000Z' } as never],
      }),
    ).toContain('will be credited');
  });

  it('an audit older than three months (the tracking matrix in lists) is described by its own status', () => {
    expect(sentence({ auditedAt: '2025-01-01T00:00:00.000Z', memoryCookieStatus: 'NO_MEMORY_COOKIE' })).toContain('No AWIN memory cookie');
  });

  it('never disagrees with the badge: one distinct sentence per status the badge tells apart', () => {
    const pairs = MEMORY_COOKIE_STATUSES.map((memoryCookieStatus) => {
      const audit = anAudit({ memoryCookieStatus });
      const shown = displayStatus(audit, now);
      return [shown.kind === 'badge' ? shown.text : '', verdictSentence({ ...audit, networkName: 'AWIN' }, now)];
    });
    expect(new Set(pairs.map(([badge]) => badge)).size).toBe(new Set(pairs.map(([, text]) => text)).size);
  });
});

it('explains every memory cookie status without naming a network, for the legend page', () => {
  const meanings = MEMORY_COOKIE_STATUSES.map(memoryCookieStatusMeaning);
  expect(new Set(meanings).size).toBe(MEMORY_COOKIE_STATUSES.length);
  expect(memoryCookieStatusMeaning('IMMEDIATE')).toMatch(/^The network memory cookie was set as soon as/);
  expect(memoryCookieStatusMeaning('CLOSED_ADVERTISER')).toMatch(/^The advertiser's network programme looks closed/);
});
