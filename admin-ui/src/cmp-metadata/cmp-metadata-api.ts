import { gql } from '@apollo/client';
import { apolloClient } from '../dataProvider/apollo-client';
import { authedRequest } from '../auth/authed-request';
import { jsonBody } from '../http/request';

export type CmpMetadata = Record<string, unknown> & { id?: string };

const FOR_AUDIT = gql`
  query CmpMetadataForAudit($auditId: ID) {
    cmpMetadataMany(filter: { auditId: $auditId }, perPage: 1) {
      items { id auditId hasCmp hasAcceptAll hasManage hasDecline hasOther hasComplex isForced size placement conclusion comment createdById }
    }
  }
`;

/** The audit's CMP metadata, if someone recorded it already. */
export const loadCmpMetadata = async (auditId: string): Promise<CmpMetadata | null> =>
  (await apolloClient.query({ query: FOR_AUDIT, variables: { auditId } })).data.cmpMetadataMany.items[0] ?? null;

/** Spec section 7: new metadata is created by POST, existing updated by PATCH. */
export const saveCmpMetadata = ({ id, ...fields }: CmpMetadata): Promise<CmpMetadata> =>
  id ? authedRequest(`/cmps/metadata/${id}`, { ...jsonBody(fields), method: 'PATCH' }) : authedRequest('/cmps/metadata', jsonBody(fields));
