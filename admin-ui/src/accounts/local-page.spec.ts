import { pageLocally, type LocalFilters } from './local-page';

interface Person {
  name: string;
  email: string;
  isEnabled: boolean;
  company: { name: string };
}

const people: Person[] = [
  { name: 'Ann Archer', email: 'ann@a.example', isEnabled: true, company: { name: 'Alpha' } },
  { name: 'Bob Baker', email: 'bob@b.example', isEnabled: false, company: { name: 'Beta' } },
  { name: 'Cid Archer', email: 'cid@b.example', isEnabled: true, company: { name: 'Beta' } },
];
const filters: LocalFilters<Person> = { searchIn: (p) => [p.name, p.email, p.company.name], exact: ['isEnabled'] };
const names = (result: { data: Person[] }) => result.data.map((p) => p.name);

describe('pageLocally', () => {
  it('keeps the records holding every word of the search, in any of their texts, whatever the case', () => {
    expect(names(pageLocally(people, { filter: { q: 'archer' } }, filters))).toEqual(['Ann Archer', 'Cid Archer']);
    expect(names(pageLocally(people, { filter: { q: 'ARCHER beta' } }, filters))).toEqual(['Cid Archer']);
    expect(names(pageLocally(people, { filter: { q: '  ' } }, filters))).toHaveLength(3);
  });

  it('compares the exact filters with the record, ignoring the ones left empty', () => {
    expect(names(pageLocally(people, { filter: { isEnabled: false } }, filters))).toEqual(['Bob Baker']);
    expect(names(pageLocally(people, { filter: { isEnabled: '' } }, filters))).toHaveLength(3);
  });

  it('sorts and pages what the filters keep, and counts it', () => {
    const page = pageLocally(people, { filter: { isEnabled: true }, sort: { field: 'company.name', order: 'DESC' }, pagination: { page: 1, perPage: 1 } }, filters);
    expect(page).toEqual({ data: [people[2]], total: 2 });
  });
});
