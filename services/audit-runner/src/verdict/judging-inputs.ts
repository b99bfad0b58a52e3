// What the runner and the re-judge both derive from a link and the CMS before judging evidence,
// so a stored audit judged again meets exactly the rules a fresh audit would.
import type { AdvertiserProfile, AuditOptions, JudgingNetwork } from '@tracklight/contracts';
import { findNetwork, parseUrl, type NetworkDefinition } from '@tracklight/networks';
import type { AdvertiserSettings } from './audit-verdict';

/** The link's network: the one the user named, else the one whose click host the link starts on. */
const networkForLink = (
  definitions: readonly NetworkDefinition[],
  options: Pick<AuditOptions, 'link' | 'userDefinedNetwork'>,
): NetworkDefinition | null =>
  findNetwork(definitions, {
    userDefinedNetwork: options.userDefinedNetwork,
    firstHopHost: parseUrl(options.link)?.hostname || null,
  });

/** The same choice among the catalogue's networks, with the criteria and version they judge by. */
export const judgingNetworkForLink = (
  networks: readonly JudgingNetwork[],
  options: Pick<AuditOptions, 'link' | 'userDefinedNetwork'>,
): JudgingNetwork | null => {
  const network = networkForLink(
    networks.map((candidate) => candidate.definition),
    options,
  );
  return networks.find((candidate) => candidate.definition === network) ?? null;
};

/** The advertiser record's settings that change the verdict. */
export const advertiserSettings = (profile: AdvertiserProfile): AdvertiserSettings => ({
  cannotAudit: profile.cannotAudit,
  cannotAuditReason: profile.cannotAuditReason,
  advertiserId: profile.networkAdvertiserId,
  bespokeCookieValueType: profile.bespokeCookieValueType,
  bespokeCookieName: profile.bespokeCookieName,
  bespokeAni: profile.bespokeAni,
  bespokeMasterTag: profile.bespokeMasterTag,
});
