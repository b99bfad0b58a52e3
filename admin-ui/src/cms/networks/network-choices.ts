import { useGetList } from 'react-admin';

const ALL = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' as const } };

/** The companies a network may belong to (the server lists every company to a super admin). */
export const useCompanyChoices = () => {
  const { data = [], isPending } = useGetList<{ id: string; name: string }>('companies', { ...ALL, pagination: { page: 1, perPage: 100_000 } });
  return { choices: data.map(({ id, name }) => ({ id, name })), names: new Map(data.map(({ id, name }) => [id, name])), isPending };
};

/** The networks in use, for "runs on network" and the success-criteria editor's picker. */
export const useNetworkChoices = () => {
  const { data = [], isPending, error } = useGetList<{ id: string; name: string }>('networks', ALL);
  return { choices: data.map(({ id, name }) => ({ id, name })), isPending, error };
};
