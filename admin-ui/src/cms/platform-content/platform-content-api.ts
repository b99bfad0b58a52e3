import { gql } from '@apollo/client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { apolloClient, mutate } from '../../dataProvider/apollo-client';

export interface PlatformContentEntry {
  key: string;
  description: string;
  value: string;
}

// The keys and what each is for come from the schema (PlatformContent's fields, described from the
// server's one table of keys), so a key added on the server shows here without a UI change.
const KEYS = gql`
  query PlatformContentKeys {
    __type(name: "PlatformContent") { fields { name description } }
  }
`;

const UPDATE = gql`
  mutation PlatformContentUpdate($key: String!, $value: String!) {
    platformContentUpdate(key: $key, value: $value) { key value }
  }
`;

const load = async (): Promise<PlatformContentEntry[]> => {
  const { data } = await apolloClient.query<{ __type: { fields: { name: string; description: string | null }[] } }>({ query: KEYS });
  const fields = data.__type.fields;
  const values = await apolloClient.query<{ platformContent: Record<string, string> }>({
    query: gql`query PlatformContentValues { platformContent { ${fields.map((field) => field.name).join(' ')} } }`,
  });
  return fields.map(({ name, description }) => ({ key: name, description: description ?? name, value: values.data.platformContent[name] }));
};

export type SaveEntry = (key: string, value: string, success: string) => Promise<void>;

/**
 * Every platform content key with its value. `save` stores one key, flashes `success` or the
 * server's refusal, and refreshes what shows platform content (the PSA modal); `saving` is true
 * meanwhile.
 */
export const usePlatformContent = () => {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [saving, setSaving] = useState(false);
  const query = useQuery({ queryKey: ['platformContent', 'all'], queryFn: load });
  const save: SaveEntry = async (key, value, success) => {
    setSaving(true);
    try {
      await mutate(UPDATE, { key, value });
      notify(success, { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['platformContent'] });
    } catch (error) {
      notify(error instanceof Error ? error.message : 'Something went wrong', { type: 'error' });
    } finally {
      setSaving(false);
    }
  };
  return { ...query, save, saving };
};
