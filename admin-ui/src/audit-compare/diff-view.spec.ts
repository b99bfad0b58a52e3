import { compareWithNext, compareWithPrevious } from './compare-paths';
import { diffSummary, diffView, MARK_TEXT } from './diff-view';
import type { DiffSection } from './evidence-diff-query';

const sections: DiffSection[] = [
  {
    key: 'verdict',
    title: 'Verdict',
    differences: 1,
    rows: [
      { key: 'memoryCookieStatus', label: 'Memory cookie status', left: 'No memory cookie', right: 'Cookie immediately', mark: 'CHANGED' },
      { key: 'network', label: 'Network', left: 'AWIN', right: 'AWIN', mark: 'SAME' },
    ],
  },
  { key: 'hops', title: 'Redirect hops', differences: 0, rows: [{ key: 'hop-1', label: 'Hop 1', left: '302 a', right: '302 a', mark: 'SAME' }] },
];

describe('the compare page', () => {
  it('shows every row by default', () => {
    expect(diffView(sections, false)).toEqual({ shown: sections, same: [] });
  });

  it('keeps only differing rows when asked, and names the sections that are the same', () => {
    const view = diffView(sections, true);
    expect(view.shown).toEqual([{ ...sections[0], rows: [sections[0].rows[0]] }]);
    expect(view.same).toEqual(['Redirect hops']);
  });

  it('says in words what differs', () => {
    expect(diffSummary(0)).toBe('No differences: both runs saw the same journey and reached the same verdict.');
    expect(diffSummary(1)).toBe('1 difference between the runs.');
    expect(diffSummary(4)).toBe('4 differences between the runs.');
    expect(Object.values(MARK_TEXT)).toEqual(['Same', 'Changed', 'Only in run A', 'Only in run B']);
  });

  it('puts the earlier run first', () => {
    expect(compareWithPrevious('b', 'a')).toBe('/reporting/audits/a/compare/b');
    expect(compareWithNext('b', 'c')).toBe('/reporting/audits/b/compare/c');
  });
});
