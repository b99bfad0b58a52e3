import { Field, InputType, registerEnumType } from '@nestjs/graphql';
import { SortOrder } from '@tracklight/platform';

/** A list's sort: one of its columns and a direction. */
export interface ListSort<F extends string> {
  field: F;
  order: SortOrder;
}

/** A list's sortable columns: each gives the ORDER BY for a direction, with a tie-breaker so pages are stable. */
export type SortColumns<F extends string> = Record<F, (order: SortOrder) => string>;

/**
 * A list's sort in GraphQL, from its sortable columns alone: the enum `<name>SortField` of the
 * columns' keys, the input `<name>Sort` (`{ field, order }`, ascending unless asked) and the
 * ORDER BY for a sort.
 */
export function sortableList<F extends string>(name: string, columns: SortColumns<F>) {
  const fields = Object.fromEntries(Object.keys(columns).map((key) => [key, key])) as { [K in F]: K };
  registerEnumType(fields, { name: `${name}SortField` });

  @InputType(`${name}Sort`)
  class SortInput implements ListSort<F> {
    @Field(() => fields) field!: F;
    @Field(() => SortOrder, { defaultValue: SortOrder.ASC }) order: SortOrder = SortOrder.ASC;
  }

  const orderBy = (sort: ListSort<F>): string => columns[sort.field](sort.order);
  return { fields, SortInput, orderBy };
}
