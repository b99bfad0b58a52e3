import { gql } from '@apollo/client';
import { mutate } from '../dataProvider/apollo-client';

// The per-batch actions of spec section 2 through the spec's mutations (section 7). Apollo rejects
// with the server's message, which the caller flashes verbatim.

const UPDATE = gql`
  mutation BatchUpdate($id: ID!, $record: BatchUpdateRecord!) {
    batchUpdateById(id: $id, record: $record) { id }
  }
`;
const SOFT_DELETE = gql`
  mutation BatchSoftDelete($id: ID!) {
    batchSoftDeleteById(id: $id)
  }
`;
const RESTORE = gql`
  mutation BatchRestore($id: ID!) {
    batchRestoreById(id: $id)
  }
`;

export const renameBatch = (id: string, name: string) => mutate(UPDATE, { id, record: { name: name.trim() } });

export const changeBatchOwner = (id: string, ownerId: string) => mutate(UPDATE, { id, record: { ownerId } });

/** Spec section 4: a super admin forces a batch done (status FORCE_DONE, finished now). */
export const markBatchComplete = (id: string) => mutate(UPDATE, { id, record: { status: 'FORCE_DONE' } });

export const deleteBatch = (id: string) => mutate(SOFT_DELETE, { id });

export const restoreBatch = (id: string) => mutate(RESTORE, { id });
