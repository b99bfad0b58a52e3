import { getPublicSuffix } from 'tldts';
import type { NetworkDefinition, UrlPattern } from './network-definition';
import type { SuccessCriteria } from './success-criteria';

// The sandbox mirrors each real network host under the reserved `.test` TLD (RFC 2606), so no
// test ever reaches a real network. See docs/decisions/0005-network-definitions.md.
export const SANDBOX_TLD = 'test';

/**
 * The `.test` twins of a real host glob: the public suffix swapped for `.test`
 * (`www.awin1.com` → `www.awin1.test`) and, for hosts whose public suffix is part of the brand
 * (`prf.hn`), the whole host kept with `.test` appended (`prf.hn.test`).
 */
export function sandboxTwinHosts(hostGlob: string): string[] {
  // A concrete stand-in for the wildcards lets the public-suffix list judge the glob.
  const suffix = getPublicSuffix(hostGlob.replace(/\*/g, 'x'));
  const twins = [`${hostGlob}.${SANDBOX_TLD}`];
  if (suffix && hostGlob.endsWith(`.${suffix}`)) {
    twins.unshift(`${hostGlob.slice(0, -suffix.length)}${SANDBOX_TLD}`);
  }
  return twins;
}

const withTwinHosts = (globs: readonly string[]): string[] => [
  ...globs,
  ...globs.flatMap(sandboxTwinHosts),
];

const withTwinPatterns = (patterns: readonly UrlPattern[]): UrlPattern[] => [
  ...patterns,
  ...patterns.flatMap((pattern) =>
    sandboxTwinHosts(pattern.host).map((host) => ({ ...pattern, host })),
  ),
];

/**
 * Definitions that recognise both the real hosts and their sandbox twins. Only the composition
 * root of a sandbox run (tests, local demo) should call this; production uses the real definitions.
 */
export function withSandboxTwins(definitions: readonly NetworkDefinition[]): NetworkDefinition[] {
  return definitions.map((definition) => ({
    ...definition,
    clickHostPatterns: withTwinHosts(definition.clickHostPatterns),
    trackingScriptPatterns: withTwinPatterns(definition.trackingScriptPatterns),
    closedProgrammeMarkers: {
      ...definition.closedProgrammeMarkers,
      urlPatterns: withTwinPatterns(definition.closedProgrammeMarkers.urlPatterns),
    },
  }));
}

/**
 * Success criteria whose script checks also match the sandbox twins of their hosts: criteria the
 * CMS edited carry their own patterns, which the definition's twins do not reach.
 */
export function successCriteriaWithSandboxTwins(criteria: SuccessCriteria): SuccessCriteria {
  return Object.fromEntries(
    Object.entries(criteria).map(([stage, checks]) => [
      stage,
      {
        ...checks,
        scripts: checks.scripts.map((check) => ({ ...check, patterns: withTwinPatterns(check.patterns) })),
      },
    ]),
  ) as SuccessCriteria;
}
