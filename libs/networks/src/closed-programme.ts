import { matchesAnyHostPattern } from './host-pattern';
import type { NetworkDefinition } from './network-definition';
import { matchUrlPattern, parseUrl } from './url-pattern';

export interface PageText {
  url: string;
  title: string;
  text: string;
}

/**
 * True when the network answered with its closed-programme page. Text markers count only on a page
 * the network itself served, so an advertiser page that mentions a closed programme is not mistaken
 * for the network's answer.
 */
export function showsClosedProgramme(
  definition: NetworkDefinition,
  visitedUrls: readonly string[],
  landingPage: PageText | null,
): boolean {
  const { urlPatterns, textPatterns } = definition.closedProgrammeMarkers;
  const urls = landingPage ? [...visitedUrls, landingPage.url] : visitedUrls;
  if (urls.some((url) => urlPatterns.some((pattern) => matchUrlPattern(pattern, url)))) return true;
  if (!landingPage) return false;

  const host = parseUrl(landingPage.url)?.hostname;
  const networkHosts = [
    ...definition.clickHostPatterns,
    ...urlPatterns.map((pattern) => pattern.host),
  ];
  if (!host || !matchesAnyHostPattern(host, networkHosts)) return false;
  const pageText = `${landingPage.title}\n${landingPage.text}`;
  return textPatterns.some((pattern) => new RegExp(pattern, 'i').test(pageText));
}
