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

function entriesOf(stage: StageObservation, rule: MemoryCookieRule): [string, string][] {
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
 * True when one rule finds its entry at the stage. A rule that must hold the click id fails when no
 * click id is known: a cookie of the right name alone does not show that this click was remembered.
 */
export function memoryCookieFound(
  stage: StageObservation,
  expectations: AuditExpectations,
): boolean {
  return expectations.cookieRules.some((rule) => {
    const name = memoryCookieNameRegExp(rule, expectations.advertiserId);
    return entriesOf(stage, rule).some(
      ([key, value]) =>
        name.test(key) && (!rule.mustContainAni || valueContainsAny(value, expectations.clickIds)),
    );
  });
}
