import { gql } from '@apollo/client';
import { apolloClient } from '../dataProvider/apollo-client';

const PRODUCT = gql`
  query Product {
    product { name }
  }
`;

/** The configured brand; the default stands in only when the server cannot be reached. */
export const loadProductName = async (): Promise<string> => {
  try {
    const { data } = await apolloClient.query<{ product: { name: string } }>({ query: PRODUCT });
    return data.product.name;
  } catch {
    return 'Tracklight';
  }
};
