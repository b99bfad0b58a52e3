import { gql } from '@apollo/client';
import { useQuery } from '@tanstack/react-query';
import { KNOWN_COUNTRIES } from '@tracklight/countries';
import { apolloClient } from '../dataProvider/apollo-client';

/** One entry of a field's suggestion list: the value typed, and words beside it. */
export interface Suggestion {
  value: string;
  label?: string;
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** The countries an audit may visit from (libs/countries, the list the server accepts), with their names. */
export const COUNTRY_SUGGESTIONS: readonly Suggestion[] = KNOWN_COUNTRIES.map((code) => ({ value: code, label: regionNames.of(code.toUpperCase()) }));

const TIME_STEP_MINUTES = 30;
const pad = (n: number) => String(n).padStart(2, '0');

/** A schedule's times (UTC), every half hour; any other HH:MM may still be typed. */
export const TIME_SUGGESTIONS: readonly Suggestion[] = Array.from({ length: (24 * 60) / TIME_STEP_MINUTES }, (_, i) => {
  const minutes = i * TIME_STEP_MINUTES;
  return { value: `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}` };
});

const NETWORK_NAMES = gql`
  query NetworkNames {
    networkMany(limit: 100000) { id name }
  }
`;

/** The networks catalogue's names (networkMany: every user may read it), for a link's Network field; fetched when `enabled`. */
export const useNetworkSuggestions = (enabled = true): readonly Suggestion[] => {
  const { data } = useQuery({
    queryKey: ['networkNames'],
    enabled,
    queryFn: async () => (await apolloClient.query<{ networkMany: { id: string; name: string }[] }>({ query: NETWORK_NAMES })).data.networkMany,
    staleTime: 5 * 60_000,
  });
  return (data ?? []).map(({ name }) => ({ value: name }));
};
