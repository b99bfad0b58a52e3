import { gql } from '@apollo/client';
import { useQuery } from '@tanstack/react-query';
import { STATUS_FIELDS } from '../audit-view/status-fields';
import { apolloClient } from '../dataProvider/apollo-client';
import type { AtlasAudit } from './atlas-matrix';

// The batch's audits (the same auditsForBatch query as the batch's result table), only what the
// matrix counts by.
const BATCH_AUDITS = gql`
  query AtlasBatchAudits($batchId: ID, $page: Int, $perPage: Int) {
    auditsForBatch(batchId: $batchId, page: $page, perPage: $perPage) {
      count
      items { id countryCode network { id name } ${STATUS_FIELDS} }
    }
  }
`;

/** The server's largest page (reporting's MAX_PER_PAGE): a batch of a few thousand links is a few reads. */
const PAGE_SIZE = 1000;

const readAll = async (batchId: string): Promise<AtlasAudit[]> => {
  const audits: AtlasAudit[] = [];
  for (let page = 1; ; page += 1) {
    const { data } = await apolloClient.query<{ auditsForBatch: { count: number; items: AtlasAudit[] } }>({
      query: BATCH_AUDITS,
      variables: { batchId, page, perPage: PAGE_SIZE },
      fetchPolicy: 'network-only',
    });
    audits.push(...data.auditsForBatch.items);
    if (data.auditsForBatch.items.length < PAGE_SIZE || audits.length >= data.auditsForBatch.count) return audits;
  }
};

/** Every audit of the batch the user may see. */
export const useBatchAtlasAudits = (batchId: string) => useQuery({ queryKey: ['atlasBatchAudits', batchId], queryFn: () => readAll(batchId), retry: false });
