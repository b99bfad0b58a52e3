import { CRITERIA_ERRORS, criteriaErrorIdsAt } from './criteria-errors';
import { NETWORK_DEFINITIONS } from './definitions';
import { AWIN } from './definitions/awin';
import { DEFINITION_PART_SCHEMAS, DEFINITION_PARTS, successCriteriaProblem, successCriteriaSchema, validationProblems } from './network-validation';
import { successCriteriaWithSandboxTwins } from './sandbox-twins';
import { buildSuccessCriteria, type SuccessCriteria } from './success-criteria';

// A JSON copy: the derived stages share their pattern objects, which structuredClone would keep shared.
const awinCriteria = (): SuccessCriteria => JSON.parse(JSON.stringify(buildSuccessCriteria(AWIN)));

describe('success criteria validation', () => {
  it('accepts the criteria derived from every shipped definition', () => {
    for (const definition of NETWORK_DEFINITIONS) {
      expect({ id: definition.id, problem: successCriteriaProblem(buildSuccessCriteria(definition)) }).toEqual({
        id: definition.id,
        problem: null,
      });
    }
  });

  it('names the field of a bad regular expression, counting from 1', () => {
    const criteria = awinCriteria();
    criteria.alp.cookies[0].rules[1].namePattern = '^_aw_(m_';
    expect(successCriteriaProblem(criteria)).toBe(
      'alp › cookies › 1 › rules › 2 › name pattern is not a valid regular expression.',
    );
  });

  it('allows the {advertiserId} placeholder in a name pattern', () => {
    const criteria = awinCriteria();
    criteria.alp.cookies[0].rules[0].namePattern = '^x_{advertiserId}_y$';
    expect(successCriteriaProblem(criteria)).toBeNull();
  });

  it('refuses an error id the stage cannot raise, listing those it can', () => {
    const criteria = awinCriteria();
    criteria['alp-post-consent'].query[0].errorId = '5.5';
    expect(successCriteriaProblem(criteria)).toBe(
      'alp-post-consent › query › 1 › error id 5.5 is not a known error id for this stage (6.3, 6.3.1, 6.4 or 6.5).',
    );
  });

  it('refuses script checks on the redirect hops, and empty checks', () => {
    const hops = awinCriteria();
    hops.nir.scripts = [{ errorId: '3.4', patterns: [{ host: 'x.test', path: '^/' }] }];
    expect(successCriteriaProblem(hops)).toBe('nir › scripts must be empty: redirect hops load no scripts.');
    const empty = awinCriteria();
    empty.alp.query[0].anyOfParams = [];
    expect(successCriteriaProblem(empty)).toBe('alp › query › 1 › parameters must list at least one parameter.');
  });

  it('refuses unknown fields, missing stages and wrong types with their place', () => {
    const extra = { ...awinCriteria(), alp: { ...awinCriteria().alp, colour: 'red' } };
    expect(successCriteriaProblem(extra)).toBe('alp has an unknown field: colour.');
    const { niu: _niu, ...missing } = awinCriteria();
    expect(successCriteriaProblem(missing)).toMatch(/^niu /);
    const wrong = awinCriteria() as unknown as { alp: { cookies: { rules: { mustContainAni: unknown }[] }[] } };
    wrong.alp.cookies[0].rules[0].mustContainAni = 'yes';
    expect(successCriteriaProblem(wrong)).toBe('alp › cookies › 1 › rules › 1 › must contain the click id must be true or false.');
  });

  it('reports every problem with its path, for a form to mark each field', () => {
    const criteria = awinCriteria();
    criteria.alp.scripts[0].patterns[0].host = 'www dwin1 com';
    criteria.alp.cookies[0].errorId = '9.9';
    expect(validationProblems(successCriteriaSchema, criteria).map((p) => p.path)).toEqual([
      ['alp', 'cookies', 0, 'errorId'],
      ['alp', 'scripts', 0, 'patterns', 0, 'host'],
    ]);
  });
});

describe('definition part validation', () => {
  it('accepts every shipped definition', () => {
    for (const definition of NETWORK_DEFINITIONS) {
      for (const part of DEFINITION_PARTS) {
        expect(validationProblems(DEFINITION_PART_SCHEMAS[part], definition[part], [part])).toEqual([]);
      }
    }
  });

  it('names the part and the entry', () => {
    const rules = [...AWIN.memoryCookie, { storage: 'cookie', namePattern: '*bad', mustContainAni: true }];
    expect(validationProblems(DEFINITION_PART_SCHEMAS.memoryCookie, rules, ['memoryCookie'])[0].message).toBe(
      'Memory cookie rules › 3 › name pattern is not a valid regular expression.',
    );
    expect(validationProblems(DEFINITION_PART_SCHEMAS.clickHostPatterns, ['awin1.com', 'http://x'], ['clickHostPatterns'])[0].message).toBe(
      'Click hosts › 2 is not a host (letters, digits, dots, dashes and * only).',
    );
  });

  it('lower-cases host globs', () => {
    expect(DEFINITION_PART_SCHEMAS.clickHostPatterns.parse([' WWW.Awin1.com '])).toEqual(['www.awin1.com']);
  });
});

describe('criteria error ids', () => {
  it('gives the landing stages the x.3, x.3.1, x.4 and x.5 checks and the hops x.4 and x.5', () => {
    expect(criteriaErrorIdsAt('alp')).toEqual(['5.3', '5.3.1', '5.4', '5.5']);
    expect(criteriaErrorIdsAt('niu')).toEqual(['2.4', '2.5']);
    expect(new Set(CRITERIA_ERRORS.map((e) => e.errorId)).size).toBe(CRITERIA_ERRORS.length);
  });

  it('knows every id the derived criteria raise', () => {
    const known = new Set(CRITERIA_ERRORS.map((e) => e.errorId));
    for (const definition of NETWORK_DEFINITIONS) {
      const criteria = buildSuccessCriteria(definition);
      for (const checks of Object.values(criteria)) {
        for (const check of [...checks.query, ...checks.cookies, ...checks.scripts, ...checks.extracted]) {
          expect(known.has(check.errorId)).toBe(true);
        }
      }
    }
  });
});

describe('successCriteriaWithSandboxTwins', () => {
  it('adds the .test twins to the script checks only', () => {
    const twinned = successCriteriaWithSandboxTwins(awinCriteria());
    expect(twinned.alp.scripts[0].patterns.map((p) => p.host)).toEqual(['www.dwin1.com', 'www.dwin1.test', 'www.dwin1.com.test']);
    expect(twinned.alp.cookies).toEqual(awinCriteria().alp.cookies);
  });
});
