import { gql } from '@apollo/client';
import { apolloClient } from '../dataProvider/apollo-client';

export interface ErrorLegendEntry {
  id: string;
  description: string;
  staffOnly: boolean;
}

const ERROR_LEGEND = gql`
  query ErrorLegend {
    errorLegend {
      id
      description
      staffOnly
    }
  }
`;

/** The error ids this user can meet on an audit, with the CMS's words for them. */
export const loadErrorLegend = async (): Promise<ErrorLegendEntry[]> =>
  (await apolloClient.query<{ errorLegend: ErrorLegendEntry[] }>({ query: ERROR_LEGEND, fetchPolicy: 'network-only' })).data.errorLegend;

export const LEGEND_PATH = '/legend';
