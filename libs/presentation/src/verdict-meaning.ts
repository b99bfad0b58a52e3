import type { MemoryCookieStatus } from './memory-cookie-status';

// What each memory cookie status means for the publisher whose link was audited, in plain words:
// the printed reports carry it under the verdict, so a reader who never saw the screens knows
// whether the link earns.
const MEANINGS: Record<MemoryCookieStatus, string> = {
  IMMEDIATE:
    'The network’s memory cookie was set as soon as the visitor landed on the advertiser’s site, before any consent choice. Sales through this link are tracked whatever the visitor does with the consent banner.',
  CONDITIONAL_ON_CMP:
    'The network’s memory cookie was set only after the visitor accepted the consent banner. Visitors who ignore or refuse the banner are not tracked, so some of your sales through this link may go unpaid.',
  CONDITIONAL_ON_CMP_AND_REFRESH:
    'The network’s memory cookie was set only after the visitor accepted the consent banner and then moved to another page (or reloaded). Visitors who accept and buy on the first page, or who never accept, are not tracked.',
  NO_MEMORY_COOKIE:
    'The network’s memory cookie was never set, not even after consent. Sales through this link are at risk of not being tracked at all: raise it with the network or the advertiser.',
  CLOSED_ADVERTISER: 'The advertiser’s programme is closed: the link no longer leads to a tracked landing page, so it earns nothing. Replace or remove it.',
  NOT_AUDITED: 'The audit could not reach the advertiser’s landing page, so nothing can be said about tracking yet. Run the link again; if it fails again, check the link itself.',
  MANUAL_REVIEW: 'The audit found something a person needs to look at before a verdict is given. The provider’s staff review it and the result is updated.',
  OTHER: 'The audit ended without one of the usual verdicts. Read the problems found and the stage checks below for what the browser saw.',
};

export const verdictMeaning = (status: MemoryCookieStatus): string => MEANINGS[status];
