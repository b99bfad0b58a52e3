/** Where one catalogue kind's screens live: the spec's route table (section 2) names them. */
export interface CataloguePaths {
  list: string;
  create: string;
  /** The edit route as react-router matches it, with `:id`. */
  editPattern: string;
}

export const editPathOf = (paths: CataloguePaths, id: string): string =>
  paths.editPattern.replace(':id', encodeURIComponent(id));
