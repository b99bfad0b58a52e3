import type { ClosedProgrammeMarkers } from '../network-definition';

// No network documents its closed-programme page publicly. These markers are the usual wording
// and paths of such pages; confirm them against real captures and edit them in the CMS. They only
// count on pages the network serves (see showsClosedProgramme), which keeps the wording safe to
// keep broad.
const CLOSED_PROGRAMME_TEXT =
  '\\b(?:programme|program|advertiser|merchant|campaign|offer)\\b[^.!?\\n]{0,40}' +
  '\\b(?:closed|no longer (?:active|available|running)|inactive|deactivated|paused|ended|expired)\\b';

const CLOSED_PROGRAMME_PATH = '(?:^|[/_-])(?:closed|expired|inactive)(?:[/._-]|$)';

export function closedProgrammePageOn(hosts: readonly string[]): ClosedProgrammeMarkers {
  return {
    urlPatterns: hosts.map((host) => ({ host, path: CLOSED_PROGRAMME_PATH })),
    textPatterns: [CLOSED_PROGRAMME_TEXT],
  };
}
