import { gql } from '@apollo/client';
import type { CreateParams, DeleteParams, GetListParams, GetManyParams, GetOneParams, UpdateParams } from 'react-admin';
import { typeNameOf, type CatalogueSpec } from '@tracklight/cms-catalogue';
import type { GraphqlResponse, ResourceQueries } from '../../dataProvider/resource-queries';

const META = 'id createdAt updatedAt deletedAt version';

export const catalogueFieldList = (spec: CatalogueSpec): string => `${META} ${Object.keys(spec.fields).join(' ')}`;

/** Only the kind's own fields go back to the server; react-admin's record carries more. */
const recordOf = (spec: CatalogueSpec, data: Record<string, unknown>, withId: boolean) =>
  Object.fromEntries(
    Object.entries(data).filter(([name]) => name in spec.fields || (withId && name === 'id' && spec.customId)),
  );

/** Filter values the server understands: the search text, the bin toggle, filterable fields. */
const filterOf = (spec: CatalogueSpec, filter: Record<string, unknown> = {}) =>
  Object.fromEntries(
    Object.entries(filter).filter(
      ([name, value]) => value !== '' && value !== undefined && (name === 'q' || name === 'showDeleted' || spec.fields[name]?.filter),
    ),
  );

/**
 * react-admin's fetch types on a catalogue kind's generic GraphQL (services/cms/src/catalogue):
 * <kind>Many, <kind>ById, <kind>CreateOne, <kind>UpdateById, <kind>SoftDeleteById.
 */
export function catalogueQueries(spec: CatalogueSpec): ResourceQueries {
  const type = typeNameOf(spec);
  const { kind } = spec;
  const fields = catalogueFieldList(spec);
  const many = gql`
    query ${type}Many($filter: ${type}Filter, $sortField: String, $sortOrder: String, $page: Int, $perPage: Int) {
      items: ${kind}Many(filter: $filter, sortField: $sortField, sortOrder: $sortOrder, page: $page, perPage: $perPage) {
        count
        items { ${fields} }
      }
    }`;
  const byId = gql`query ${type}ById($id: ID!) { item: ${kind}ById(id: $id) { ${fields} } }`;
  const create = gql`mutation ${type}CreateOne($record: ${type}Input!) { item: ${kind}CreateOne(record: $record) { ${fields} } }`;
  const update = gql`mutation ${type}UpdateById($id: ID!, $record: ${type}Input!) { item: ${kind}UpdateById(id: $id, record: $record) { ${fields} } }`;
  const remove = gql`mutation ${type}SoftDeleteById($id: ID!) { item: ${kind}SoftDeleteById(id: $id) { ${fields} } }`;
  const list = (data: GraphqlResponse['data']) => ({ data: data.items.items, total: data.items.count });
  return {
    GET_LIST: ({ pagination, sort, filter }: GetListParams) => ({
      query: many,
      variables: {
        filter: filterOf(spec, filter),
        sortField: sort?.field,
        sortOrder: sort?.order,
        page: pagination?.page,
        perPage: pagination?.perPage,
      },
      parseResponse: ({ data }: GraphqlResponse) => list(data),
    }),
    GET_MANY: ({ ids }: GetManyParams) => ({
      query: many,
      variables: { filter: { ids, showDeleted: true }, perPage: ids.length || 1 },
      parseResponse: ({ data }: GraphqlResponse) => ({ data: data.items.items }),
    }),
    GET_ONE: ({ id }: GetOneParams) => ({
      query: byId,
      variables: { id },
      parseResponse: ({ data }: GraphqlResponse) => {
        if (!data.item) throw new Error(`No such ${spec.label.toLowerCase()}.`);
        return { data: data.item };
      },
    }),
    CREATE: ({ data }: CreateParams) => ({
      query: create,
      variables: { record: recordOf(spec, data, true) },
      parseResponse: ({ data: answer }: GraphqlResponse) => ({ data: answer.item }),
    }),
    UPDATE: ({ id, data, previousData }: UpdateParams) => ({
      query: update,
      // Only what the form changed: the server records changed fields, and a stale value from
      // the loaded record would undo someone else's edit of another field.
      variables: {
        id,
        record: recordOf(
          spec,
          Object.fromEntries(Object.entries(data).filter(([name, value]) => JSON.stringify(value) !== JSON.stringify(previousData?.[name]))),
          false,
        ),
      },
      parseResponse: ({ data: answer }: GraphqlResponse) => ({ data: answer.item }),
    }),
    ...(spec.softDelete
      ? {
          DELETE: ({ id }: DeleteParams) => ({
            query: remove,
            variables: { id },
            parseResponse: ({ data }: GraphqlResponse) => ({ data: data.item }),
          }),
        }
      : {}),
  };
}

/** `<kind>RestoreById`, which react-admin has no fetch type for. */
export const restoreMutation = (spec: CatalogueSpec) =>
  gql`mutation ${typeNameOf(spec)}RestoreById($id: ID!) { item: ${spec.kind}RestoreById(id: $id) { ${catalogueFieldList(spec)} } }`;
