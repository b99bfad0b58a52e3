import type { Mail } from '@tracklight/platform';

export interface WhitelistRequestMailInput {
  productName: string;
  requestId: string;
  technicalContact: string;
  technicalContactEmail: string;
  advertiser: { name: string; domain?: string | null };
  requester: { name: string; email: string; companyName: string };
  message?: string | null;
  /** Data-centre id → the addresses the audit browser leaves from (AUDIT_EGRESS_ADDRESSES). */
  egressAddresses: Record<string, string[]>;
}

/**
 * The whitelisting request mailed to the advertiser's technical contact (spec sections 3 and 5):
 * why the product's audit browser visits the site and which addresses to allow. Replies go to the
 * publisher who asked, who knows the advertiser; the provider's staff follow up on /cms/whitelist.
 */
export const whitelistRequestMail = (input: WhitelistRequestMailInput): Mail => {
  const site = input.advertiser.domain ? `${input.advertiser.name} (${input.advertiser.domain})` : input.advertiser.name;
  const addresses = Object.entries(input.egressAddresses).flatMap(([dataCentre, list]) => list.map((address) => `  - ${address}   (${dataCentre})`));
  return {
    to: input.technicalContactEmail,
    replyTo: input.requester.email,
    subject: `Please whitelist ${input.productName}'s audit browser on ${input.advertiser.name}`,
    text: [
      `Hello ${input.technicalContact},`,
      '',
      `${input.requester.name} of ${input.requester.companyName} uses ${input.productName} to check that affiliate ` +
        `tracking works on ${site}: a real browser follows their affiliate links to your site and accepts your ` +
        'consent banner, as a visitor would. Bot protection or a firewall can block it, and then the check ' +
        'cannot tell whether your tracking works.',
      '',
      'Please allow requests from these addresses:',
      ...addresses,
      ...(input.message ? ['', `Their message: ${input.message}`] : []),
      '',
      `Replies to this e-mail reach ${input.requester.name}. Reference: ${input.requestId}`,
    ].join('\n'),
  };
};
