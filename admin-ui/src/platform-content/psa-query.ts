import { gql } from '@apollo/client';
import { apolloClient } from '../dataProvider/apollo-client';

const PSA = gql`
  query Psa {
    platformContent { psa }
  }
`;

/** The public service message from platform content (services/cms); blank when there is none. */
export const loadPsa = async (): Promise<string> => {
  const { data } = await apolloClient.query<{ platformContent: { psa: string } }>({ query: PSA });
  return data.platformContent.psa.trim();
};
