import { gql } from '@apollo/client';
import { apolloClient } from '../dataProvider/apollo-client';
import type { ErrorLegendQuery } from '../generated/operations';

/** An error id with the CMS's words for it (types generated from the server's schema). */
export type ErrorLegendEntry = ErrorLegendQuery['errorLegend'][number];

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
  (await apolloClient.query<ErrorLegendQuery>({ query: ERROR_LEGEND, fetchPolicy: 'network-only' })).data.errorLegend;

export const LEGEND_PATH = '/legend';
