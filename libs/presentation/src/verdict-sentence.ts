import { auditMemoryCookieStatus } from './memory-cookie-status';
import type { MemoryCookieStatus } from './memory-cookie-statuses';
import { statusRule, type DisplayStatusInput, type StatusRule } from './display-status';

export type VerdictSentenceInput = DisplayStatusInput & {
  /** The identified network's name, when the audit has one. */
  networkName: string | null;
};

type Named = { network: string };

const STATUS_SENTENCES: Record<MemoryCookieStatus, (names: Named, hasPostAlpUrl: boolean) => string> = {
  IMMEDIATE: ({ network }) =>
    `The ${network} memory cookie was set as soon as the advertiser's site opened, before any consent: sales from this link will be credited.`,
  CONDITIONAL_ON_CMP: ({ network }) =>
    `The ${network} memory cookie was set only after the visitor accepted the consent banner: sales are credited only from visitors who accept cookies.`,
  CONDITIONAL_ON_CMP_AND_REFRESH: ({ network }, hasPostAlpUrl) =>
    `The ${network} memory cookie was set only after consent and ${hasPostAlpUrl ? 'a move to another page' : 'a reload of the page'}: ` +
    'sales are credited only from visitors who accept cookies and view a second page.',
  NO_MEMORY_COOKIE: ({ network }) =>
    `No ${network} memory cookie was found on the advertiser's site, even after consent and a reload: sales from this link may not be credited. ` +
    'Ask the network or the advertiser to check the tracking.',
  CLOSED_ADVERTISER: ({ network }) => closedSentence(network),
  NOT_AUDITED: () => "The audit could not reach the advertiser's landing page, so there is no verdict: check the link and audit it again.",
  MANUAL_REVIEW: () => manualReviewSentence,
  OTHER: () => 'The audit ended in none of the usual outcomes: the technical report shows what happened at each step.',
};

const closedSentence = (network: string) =>
  `The advertiser's ${network} programme looks closed, so sales from this link will not be credited: check the programme with the network.`;
const manualReviewSentence = "This audit needs a review by the provider's team before it has a verdict: there is nothing to do for now.";

const sentenceOf = (rule: Exclude<StatusRule, { kind: 'tracking-matrix' }>, names: Named): string => {
  switch (rule.kind) {
    case 'closed':
      return closedSentence(names.network);
    case 'guided':
      return `The provider's team reviewed this audit and gives its result as '${rule.readableStatus}'.`;
    case 'manual-review':
      return rule.advertiserSetting
        ? "This advertiser cannot be audited automatically, so the provider's team reviews its links by hand: there is nothing to do for now."
        : manualReviewSentence;
    case 'unidentified-network':
      return "No supported affiliate network was recognised in this link's redirects, so its tracking could not be judged: check that it is an affiliate link.";
    case 'status':
      return STATUS_SENTENCES[rule.status](names, rule.hasPostAlpUrl);
  }
};

/**
 * One sentence at the top of an audit's report: what its verdict means for the publisher and what
 * to do next (issue 22). It follows the same display rules as the status badge (statusRule), so
 * the sentence and the badge never disagree; an old audit, shown as the tracking matrix in
 * lists, is described by its own status.
 */
export function verdictSentence(audit: VerdictSentenceInput, now: Date): string {
  const rule = statusRule(audit, now);
  const names = { network: audit.networkName ?? 'network' };
  if (rule.kind === 'tracking-matrix') {
    return sentenceOf({ kind: 'status', status: auditMemoryCookieStatus(audit).status, hasPostAlpUrl: Boolean(audit.batchLink?.postAlpURL) }, names);
  }
  return sentenceOf(rule, names);
}

/** What a memory cookie status means for the publisher, for the legend page: the sentence an audit with that status opens with. */
export const memoryCookieStatusMeaning = (status: MemoryCookieStatus): string => STATUS_SENTENCES[status]({ network: 'network' }, false);
