import type { CatalogueSpec } from './field-spec';
import { createSchema, oneOfRequiredProblem, recordProblem, withFilledDates } from './record-schema';

const SPEC: CatalogueSpec = {
  kind: 'sample',
  label: 'Sample',
  plural: 'Samples',
  titleField: 'slug',
  searchFields: ['slug'],
  defaultSort: { field: 'slug', order: 'ASC' },
  softDelete: true,
  oneOfRequired: { fields: ['scripts', 'selector'], message: 'Give a script pattern or a selector.' },
  fields: {
    slug: { kind: 'text', label: 'Slug', pattern: { source: '^[a-z-]+$', message: 'Slug must be lower-case words.' } },
    scripts: { kind: 'textList', label: 'Scripts', format: 'regex' },
    selector: { kind: 'text', label: 'Selector' },
    names: { kind: 'textList', label: 'Names', pattern: { source: '^[a-z]+$', message: 'is not a lower-case word.' } },
    sent: { kind: 'boolean', label: 'Sent' },
    sentAt: { kind: 'dateTime', label: 'Sent on', filledWhen: 'sent' },
  },
};

describe('catalogue field options', () => {
  const create = createSchema(SPEC);

  it('holds a text to its pattern and each regex-list entry to compiling, naming the entry', () => {
    expect(recordProblem(create, { slug: 'Not Ok' })).toBe('Slug must be lower-case words.');
    expect(recordProblem(create, { slug: 'ok' })).toBeNull();
    expect(recordProblem(create, { scripts: ['cookiebot\\.com', '[oops'] })).toBe('Scripts: "[oops" is not a valid regular expression.');
    expect(create.parse({ scripts: ['cookiebot\\.com'] })).toMatchObject({ scripts: ['cookiebot\\.com'] });
  });

  it('holds each entry of a list to its pattern, naming the entry', () => {
    expect(recordProblem(create, { names: ['fine', 'Not fine'] })).toBe('Names: "Not fine" is not a lower-case word.');
    expect(recordProblem(create, { names: ['fine'] })).toBeNull();
  });

  it('needs one of several fields to hold a value; an empty list or blank text does not count', () => {
    expect(oneOfRequiredProblem(SPEC, { scripts: [], selector: null })).toBe('Give a script pattern or a selector.');
    expect(oneOfRequiredProblem(SPEC, { scripts: [], selector: '   ' })).toBe('Give a script pattern or a selector.');
    expect(oneOfRequiredProblem(SPEC, { scripts: ['x'], selector: null })).toBeNull();
    expect(oneOfRequiredProblem({ ...SPEC, oneOfRequired: undefined }, {})).toBeNull();
  });

  it('fills a date when its checkbox is ticked, unless given, and never when it stays ticked', () => {
    const now = new Date('2026-11-25T10:00:00.000Z');
    expect(withFilledDates(SPEC, { sent: false, sentAt: null }, { sent: true }, now)).toEqual({ sent: true, sentAt: '2026-11-25T10:00:00.000Z' });
    expect(withFilledDates(SPEC, {}, { sent: true, sentAt: '2026-01-01T00:00:00Z' }, now)).toEqual({ sent: true, sentAt: '2026-01-01T00:00:00Z' });
    expect(withFilledDates(SPEC, { sent: true, sentAt: '2026-01-01T00:00:00Z' }, { sent: true }, now)).toEqual({ sent: true });
    expect(withFilledDates(SPEC, { sent: true }, { sent: false }, now)).toEqual({ sent: false });
  });
});
