import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { CMP_SPEC } from '@tracklight/cms-catalogue';
import { SHIPPED_CMPS } from './shipped-cmps';

// What the engine can record as a detected CMP: the names of autoconsent's JSON rules and of its
// code rules (classes with `name = "..."` in the bundle the audit runner injects).
const autoconsentDir = dirname(require.resolve('@duckduckgo/autoconsent'));
const jsonRuleNames = (
  JSON.parse(readFileSync(require.resolve('@duckduckgo/autoconsent/rules/rules.json'), 'utf8')) as { autoconsent: { name: string }[] }
).autoconsent.map((rule) => rule.name);
const codeRuleNames = [...readFileSync(join(autoconsentDir, 'autoconsent.playwright.js'), 'utf8').matchAll(/name = "([^"]+)"/g)].map(
  (match) => match[1],
);
const reportable = new Set([...jsonRuleNames, ...codeRuleNames]);

describe('the shipped CMPs', () => {
  it.each(SHIPPED_CMPS.map((cmp) => [cmp.id]))('%s is a rule autoconsent can report', (id) => {
    expect(reportable.has(id)).toBe(true);
  });

  it('holds every code rule, ids the CMS accepts, each once', () => {
    const ids = SHIPPED_CMPS.map((cmp) => cmp.id);
    for (const name of codeRuleNames.filter((n) => n !== 'BASERULE' && n !== 'HEURISTIC')) expect(ids).toContain(name);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(new RegExp(CMP_SPEC.customId.pattern));
  });

  it('holds the rule of every sandbox CMP', () => {
    const sandboxRules = ['Cybotcookiebot', 'cookieyes', 'didomi', 'Onetrust', 'quantcast', 'Sourcepoint-frame', 'TrustArc-top', 'usercentrics-api', 'Complianz banner'];
    expect(SHIPPED_CMPS.map((cmp) => cmp.id)).toEqual(expect.arrayContaining(sandboxRules));
  });
});
