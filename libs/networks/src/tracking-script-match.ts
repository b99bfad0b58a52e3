import type { UrlPattern } from './network-definition';
import { matchUrlPattern } from './url-pattern';

/**
 * 'other-advertiser' is the spec's 'Non-matched Tag': the network's tag is on the page, but every
 * copy of it belongs to another advertiser, so it will not remember this click.
 */
export type TrackingScriptResult = 'matched' | 'other-advertiser' | 'missing';

export function matchTrackingScripts(
  patterns: readonly UrlPattern[],
  scriptUrls: readonly string[],
  advertiserId: string | null,
): TrackingScriptResult {
  let sawOtherAdvertiser = false;
  for (const url of scriptUrls) {
    for (const pattern of patterns) {
      const match = matchUrlPattern(pattern, url);
      if (!match) continue;
      // Without an id on both sides there is nothing to tell apart: the tag counts as ours.
      if (match.capturedId === null || advertiserId === null || match.capturedId === advertiserId) {
        return 'matched';
      }
      sawOtherAdvertiser = true;
    }
  }
  return sawOtherAdvertiser ? 'other-advertiser' : 'missing';
}
