/** Where one catalogue kind's screens live: the spec's route table (section 2) names them. */
export interface CataloguePaths {
  list: string;
  /** Absent for a kind whose items are shipped, not made in the CMS (e.g. errors). */
  create?: string;
  /** The edit route as react-router matches it, with `:id`. */
  editPattern: string;
  /** The item's history screen, with `:id`, where the spec names one (/error-management/update-history/{errorId}). */
  historyPattern?: string;
}

export const editPathOf = (paths: CataloguePaths, id: string): string =>
  paths.editPattern.replace(':id', encodeURIComponent(id));

export const historyPathOf = (paths: CataloguePaths, id: string): string | null =>
  paths.historyPattern ? paths.historyPattern.replace(':id', encodeURIComponent(id)) : null;
