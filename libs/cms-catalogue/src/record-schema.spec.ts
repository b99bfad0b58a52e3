import type { CatalogueSpec } from './field-spec';
import { changedFields } from './changed-fields';
import { createSchema, recordProblem, updateSchema } from './record-schema';

const SPEC: CatalogueSpec = {
  kind: 'sample',
  label: 'Sample',
  plural: 'Samples',
  titleField: 'name',
  searchFields: ['name'],
  defaultSort: { field: 'name', order: 'ASC' },
  softDelete: true,
  fields: {
    name: { kind: 'text', label: 'Name', required: true, max: 10 },
    email: { kind: 'text', label: 'Contact e-mail', format: 'email' },
    pattern: { kind: 'text', label: 'Cookie pattern', format: 'regex' },
    active: { kind: 'boolean', label: 'Active', default: true },
    rank: { kind: 'integer', label: 'Rank', min: 1, max: 5 },
    size: { kind: 'choice', label: 'Size', choices: [{ id: 'small', name: 'Small' }, { id: 'big', name: 'Big' }] },
    hosts: { kind: 'textList', label: 'Hosts', maxItems: 2 },
    networkId: { kind: 'reference', label: 'Network', to: 'network' },
    at: { kind: 'dateTime', label: 'When' },
  },
};

describe('record schemas from a catalogue spec', () => {
  const create = createSchema(SPEC);
  const update = updateSchema(SPEC);

  it('fills a create: defaults for booleans, null for absent fields, trimmed text', () => {
    expect(create.parse({ name: '  Shop  ' })).toEqual({
      name: 'Shop',
      email: null,
      pattern: null,
      active: true,
      rank: null,
      size: null,
      hosts: null,
      networkId: null,
      at: null,
    });
  });

  it.each([
    [{}, 'Name is required.'],
    [{ name: '   ' }, 'Name is required.'],
    [{ name: 'x'.repeat(11) }, 'Name must be at most 10 characters.'],
    [{ name: { first: 'a' } }, 'Name must be text.'],
    [{ name: 'a', email: 'nope' }, 'Contact e-mail must be an e-mail address.'],
    [{ name: 'a', pattern: '(' }, 'Cookie pattern is not a valid regular expression.'],
    [{ name: 'a', active: 'yes' }, 'Active must be true or false.'],
    [{ name: 'a', rank: 1.5 }, 'Rank must be a whole number.'],
    [{ name: 'a', rank: 9 }, 'Rank must be at most 5.'],
    [{ name: 'a', size: 'huge' }, 'Size must be one of: small, big.'],
    [{ name: 'a', hosts: 'a.example' }, 'Hosts must be a list of texts.'],
    [{ name: 'a', hosts: ['a', 'b', 'c'] }, 'Hosts can have at most 2 entries.'],
    [{ name: 'a', networkId: 'a b' }, 'Network is not a valid id.'],
    [{ name: 'a', at: 'yesterday' }, 'When must be a date and time (ISO 8601).'],
    [{ name: 'a', colour: 'red' }, 'Unknown field: colour.'],
    [JSON.parse('{"name":"a","__proto__":{"isAdmin":true}}'), 'Unknown field: __proto__.'],
  ])('refuses %j: %s', (record, message) => {
    expect(recordProblem(create, record)).toBe(message);
  });

  it('takes any subset on update, and refuses clearing a required field', () => {
    expect(update.parse({ rank: 2 })).toEqual({ rank: 2 });
    expect(update.parse({ email: '' })).toEqual({ email: null });
    expect(recordProblem(update, { name: '' })).toBe('Name is required.');
    expect(recordProblem(update, { size: 'huge' })).toBe('Size must be one of: small, big.');
  });

  it('keeps only the fields an update really changes', () => {
    const current = { name: 'Shop', hosts: ['a'], rank: null };
    expect(changedFields(current, { name: 'Shop', hosts: ['a'], rank: 3 })).toEqual({ rank: 3 });
    expect(changedFields(current, { hosts: ['a', 'b'] })).toEqual({ hosts: ['a', 'b'] });
    expect(changedFields(current, { name: 'Shop' })).toEqual({});
  });
});
