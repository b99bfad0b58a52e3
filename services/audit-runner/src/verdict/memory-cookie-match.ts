import { memoryCookieNameRegExp, type MemoryCookieRule } from '@tracklight/networks';
import type { StageObservation } from '@tracklight/contracts';
import type { AuditExpectations } from './audit-expectations';

/** Stored values are often URL-encoded (e.g. AWIN's awc inside a JSON cookie), so both forms count. */
export function valueContainsAny(value: string, needles: readonly string[]): boolean {
  let decoded = value;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    // A stray % makes the value undecodable; the raw form is still searched.
  }
  return needles.some((needle) => value.includes(needle) || decoded.includes(needle));
}

/** What a stage or a redirect hop holds: cookies, and page storage where there is a page. */
export type StoredEntries = Pick<StageObservation, 'cookies' | 'localStorage' | 'sessionStorage'>;

function entriesOf(stage: StoredEntries, rule: MemoryCookieRule): [string, string][] {
  switch (rule.storage) {
    case 'cookie':
      return stage.cookies.map((cookie) => [cookie.name, cookie.value]);
    case 'localStorage':
      return Object.entries(stage.localStorage);
    case 'sessionStorage':
      return Object.entries(stage.sessionStorage);
  }
}

/**
 * True when one of the rules finds its entry. A rule that must hold the click id fails when no
 * click id is known: a cookie of the right name alone does not show that this click was remembered.
 */
export function anyRuleFound(
  rules: readonly MemoryCookieRule[],
  stage: StoredEntries,
  expectations: Pick<AuditExpectations, 'advertiserId' | 'clickIds'>,
): boolean {
  return rules.some((rule) => {
    const name = memoryCookieNameRegExp(rule, expectations.advertiserId);
    return entriesOf(stage, rule).some(
      ([key, value]) =>
        name.test(key) && (!rule.mustContainAni || valueContainsAny(value, expectations.clickIds)),
    );
  });
}

/** True when the memory cookie the status is decided by is at the stage. */
export function memoryCookieFound(
  stage: StageObservation,
  expectations: AuditExpectations,
): boolean {
  return anyRuleFound(expectations.cookieRules, stage, expectations);
}
