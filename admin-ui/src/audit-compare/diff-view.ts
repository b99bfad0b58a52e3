import type { DiffMark, DiffSection } from './evidence-diff-query';

/** What each mark means, in words: the highlight is never the only sign of a difference. */
export const MARK_TEXT: Record<DiffMark, string> = {
  SAME: 'Same',
  CHANGED: 'Changed',
  ONLY_LEFT: 'Only in run A',
  ONLY_RIGHT: 'Only in run B',
};

export interface DiffView {
  /** Sections to show as tables, with only their differing rows when asked. */
  shown: DiffSection[];
  /** Titles of the sections left out because nothing in them differs. */
  same: string[];
}

/** All sections, or with `onlyDifferences` the differing rows, and the names of the sections that are the same. */
export function diffView(sections: readonly DiffSection[], onlyDifferences: boolean): DiffView {
  if (!onlyDifferences) return { shown: [...sections], same: [] };
  return {
    shown: sections
      .filter((section) => section.differences > 0)
      .map((section) => ({ ...section, rows: section.rows.filter((row) => row.mark !== 'SAME') })),
    same: sections.filter((section) => section.differences === 0).map((section) => section.title),
  };
}

/** The page's one-line answer. */
export function diffSummary(differences: number): string {
  if (differences === 0) return 'No differences: both runs saw the same journey and reached the same verdict.';
  return differences === 1 ? '1 difference between the runs.' : `${differences} differences between the runs.`;
}
