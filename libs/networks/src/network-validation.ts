import { z } from 'zod';
import { CRITERIA_STAGES, criteriaErrorIdsAt, isHopStage } from './criteria-errors';
import { ADVERTISER_ID_PLACEHOLDER } from './memory-cookie-rule';
import type {
  ClosedProgrammeMarkers,
  MemoryCookieRule,
  NetworkDefinition,
  UrlPattern,
} from './network-definition';
import type { CriteriaStage, StageCriteria, SuccessCriteria } from './success-criteria';

// What the CMS may store as a network's definition and success criteria, checked the same way by
// the server (before anything is written) and the admin UI (before anything is sent). Every
// problem is told with the place it is in, e.g. "alp › cookies › 1 › rules › 2 › name pattern is
// not a valid regular expression.", so a long form can point at the one field to fix.

const MAX_TEXT = 500;
const MAX_NAME = 100;
const MAX_ENTRIES = 50;
const MAX_CHECKS = 20;

const compiles = (source: string, flags?: string): boolean => {
  try {
    new RegExp(source, flags);
    return true;
  } catch {
    return false;
  }
};

const regexSource = (flags?: string) =>
  z
    .string('must be text.')
    .min(1, 'is empty.')
    .max(MAX_TEXT, `must be at most ${MAX_TEXT} characters.`)
    .refine((source) => compiles(source, flags), 'is not a valid regular expression.');

/** A cookie or storage key pattern; `{advertiserId}` stands for the advertiser id (memory-cookie-rule.ts). */
const namePattern = z
  .string('must be text.')
  .min(1, 'is empty.')
  .max(MAX_TEXT, `must be at most ${MAX_TEXT} characters.`)
  .refine(
    (source) => compiles(source.split(ADVERTISER_ID_PLACEHOLDER).join('x')),
    'is not a valid regular expression.',
  );

/** A host glob as host-pattern.ts matches it: `*` for any run of characters. */
const hostGlob = z
  .string('must be text.')
  .trim()
  .toLowerCase()
  .min(1, 'is empty.')
  .max(253, 'must be at most 253 characters.')
  .regex(/^[a-z0-9*]([a-z0-9*.-]*[a-z0-9*])?$/, 'is not a host (letters, digits, dots, dashes and * only).');

const parameterName = z
  .string('must be text.')
  .trim()
  .min(1, 'is empty.')
  .max(MAX_NAME, `must be at most ${MAX_NAME} characters.`)
  .regex(/^[^\s&=#?]+$/, 'is not a query parameter name (no spaces, &, =, # or ?).');

const listOf = <T extends z.ZodType>(item: T, noun: string, max = MAX_ENTRIES, min = 0) =>
  z
    .array(item, `must be a list of ${noun}s.`)
    .min(min, `must list at least one ${noun}.`)
    .max(max, `can have at most ${max} ${noun}s.`);

const urlPattern: z.ZodType<UrlPattern> = z.strictObject({ host: hostGlob, path: regexSource() });

const memoryCookieRule: z.ZodType<MemoryCookieRule> = z.strictObject({
  storage: z.enum(['cookie', 'localStorage', 'sessionStorage'], 'must be cookie, localStorage or sessionStorage.'),
  namePattern,
  mustContainAni: z.boolean('must be true or false.'),
});

/** At a redirect hop only the cookies its response set are seen; it has no page storage. */
const hopCookieRule: z.ZodType<MemoryCookieRule> = z.strictObject({
  storage: z.enum(['cookie'], 'must be cookie: redirect hops have no page storage.'),
  namePattern,
  mustContainAni: z.boolean('must be true or false.'),
});

const closedProgrammeMarkers: z.ZodType<ClosedProgrammeMarkers> = z.strictObject({
  urlPatterns: listOf(urlPattern, 'page'),
  textPatterns: listOf(regexSource('i'), 'text'),
});

/** The parts of a definition the engine reads besides its names (which the CMS fields carry). */
export type DefinitionPart =
  | 'clickHostPatterns'
  | 'aniParams'
  | 'advertiserIdParams'
  | 'memoryCookie'
  | 'trackingScriptPatterns'
  | 'closedProgrammeMarkers';

export const DEFINITION_PARTS: readonly DefinitionPart[] = [
  'clickHostPatterns',
  'aniParams',
  'advertiserIdParams',
  'memoryCookie',
  'trackingScriptPatterns',
  'closedProgrammeMarkers',
];

/** Each definition part's schema, to be composed with the network's other fields. */
export const DEFINITION_PART_SCHEMAS: { [Part in DefinitionPart]: z.ZodType<NetworkDefinition[Part]> } = {
  clickHostPatterns: listOf(hostGlob, 'host'),
  aniParams: listOf(parameterName, 'parameter', MAX_CHECKS),
  advertiserIdParams: listOf(parameterName, 'parameter', MAX_CHECKS),
  memoryCookie: listOf(memoryCookieRule, 'rule', MAX_CHECKS),
  trackingScriptPatterns: listOf(urlPattern, 'pattern'),
  closedProgrammeMarkers,
};

/** A definition part as a new network starts with it. */
export const EMPTY_DEFINITION_PARTS: Pick<NetworkDefinition, DefinitionPart> = {
  clickHostPatterns: [],
  aniParams: [],
  advertiserIdParams: [],
  memoryCookie: [],
  trackingScriptPatterns: [],
  closedProgrammeMarkers: { urlPatterns: [], textPatterns: [] },
};

/** The error id must be one this stage can raise (criteria-errors.ts). */
const errorIdAt = (stage: CriteriaStage) => {
  const known = criteriaErrorIdsAt(stage);
  const choices = `${known.slice(0, -1).join(', ')} or ${known[known.length - 1]}`;
  return z
    .string('must be text.')
    .trim()
    .refine((id) => known.includes(id), {
      error: (issue) => `${String(issue.input)} is not a known error id for this stage (${choices}).`,
    });
};

const stageCriteria = (stage: CriteriaStage): z.ZodType<StageCriteria> => {
  const errorId = errorIdAt(stage);
  // Redirect hops load no page of their own, so there is no script to look for there.
  const landingOnly = <T extends z.ZodType>(list: z.ZodArray<T>) =>
    isHopStage(stage) ? list.max(0, 'must be empty: redirect hops load no scripts.') : list;
  return z.strictObject({
    query: listOf(
      z.strictObject({ errorId, anyOfParams: listOf(parameterName, 'parameter', MAX_CHECKS, 1) }),
      'check',
      MAX_CHECKS,
    ),
    cookies: listOf(
      z.strictObject({ errorId, rules: listOf(isHopStage(stage) ? hopCookieRule : memoryCookieRule, 'rule', MAX_CHECKS, 1) }),
      'check',
      MAX_CHECKS,
    ),
    scripts: landingOnly(
      listOf(z.strictObject({ errorId, patterns: listOf(urlPattern, 'pattern', MAX_ENTRIES, 1) }), 'check', MAX_CHECKS),
    ),
    extracted: landingOnly(
      listOf(
        z.strictObject({
          errorId,
          extract: z.enum(['tracking-script-advertiser-id'], 'must be tracking-script-advertiser-id.'),
          mustEqual: z.enum(['click-advertiser-id'], 'must be click-advertiser-id.'),
        }),
        'check',
        MAX_CHECKS,
      ),
    ),
  }) as z.ZodType<StageCriteria>;
};

export const successCriteriaSchema = z.strictObject(
  Object.fromEntries(CRITERIA_STAGES.map((stage) => [stage, stageCriteria(stage)])) as Record<
    CriteriaStage,
    z.ZodType<StageCriteria>
  >,
  'must be an object with a key per stage.',
) as unknown as z.ZodType<SuccessCriteria>;

/** How each key of a path reads in a message. */
const LABELS: Record<string, string> = {
  clickHostPatterns: 'Click hosts',
  aniParams: 'ANI parameters',
  advertiserIdParams: 'Advertiser id parameters',
  memoryCookie: 'Memory cookie rules',
  trackingScriptPatterns: 'Tracking scripts',
  closedProgrammeMarkers: 'Closed-programme markers',
  urlPatterns: 'pages',
  textPatterns: 'texts',
  namePattern: 'name pattern',
  mustContainAni: 'must contain the click id',
  errorId: 'error id',
  anyOfParams: 'parameters',
  extract: 'value checked',
  mustEqual: 'compared with',
};

const labelOf = (key: PropertyKey): string =>
  typeof key === 'number' ? String(key + 1) : (LABELS[String(key)] ?? String(key));

export interface ValidationProblem {
  /** Where in the value, as zod reports it (indexes from 0), for a form to mark the field. */
  path: (string | number)[];
  /** In words, with the place named (indexes from 1). */
  message: string;
}

const describe = (issue: z.core.$ZodIssue, prefix: PropertyKey[]): ValidationProblem => {
  const path = [...prefix, ...issue.path].filter((key): key is string | number => typeof key !== 'symbol');
  const labels = path.map(labelOf);
  if (issue.code === 'unrecognized_keys') {
    const where = labels.length ? `${labels.join(' › ')} has` : 'Has';
    return { path, message: `${where} an unknown field: ${issue.keys.join(', ')}.` };
  }
  return { path, message: labels.length === 0 ? issue.message : `${labels.join(' › ')} ${issue.message}` };
};

/** Every problem with `value`, each with its place; empty when it is valid. */
export function validationProblems(
  schema: z.ZodType,
  value: unknown,
  prefix: PropertyKey[] = [],
): ValidationProblem[] {
  const parsed = schema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((issue) => describe(issue, prefix));
}

/** The first problem with the success criteria in words, or null when they are valid. */
export const successCriteriaProblem = (criteria: unknown): string | null =>
  validationProblems(successCriteriaSchema, criteria)[0]?.message ?? null;
