/** The flags of a whitelisting request (spec section 3, Advertiser.whitelistRequest). */
export interface WhitelistFlags {
  whitelistSent: boolean;
  whitelistConfirmed?: boolean | null;
  whitelistActive: boolean;
}

/**
 * Where an advertiser's whitelisting stands, in plain words, for the CMS screens: the furthest
 * step reached counts (an active whitelist is confirmed and sent, whatever the other ticks say).
 */
export const whitelistStatusText = (request: WhitelistFlags | null | undefined): string => {
  if (!request) return 'Not requested';
  if (request.whitelistActive) return "Active: the audit browser's traffic is whitelisted";
  if (request.whitelistConfirmed) return 'Confirmed by the advertiser, not active yet';
  if (request.whitelistSent) return 'Sent to the advertiser, awaiting confirmation';
  return 'Requested, not sent to the advertiser yet';
};
