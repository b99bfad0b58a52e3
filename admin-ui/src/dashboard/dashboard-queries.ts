import { gql } from '@apollo/client';
import type { GetListParams } from 'react-admin';
import { DASHBOARD_RECENT_AUDITS } from '@tracklight/presentation';
import type { GraphqlResponse, ResourceQueries } from '../dataProvider/resource-queries';
import { AUDIT_ROW_FIELDS } from '../audit-view/audit-row-fields';

interface UserOfAudit {
  id: string;
  name: string;
  company: { name: string } | null;
}

// The user who ran each audit comes from userMany (spec section 7: limit 100000), asked in the
// same request so the table and its names arrive together.
const MOST_RECENT_AUDITS = gql`
  query MostRecentAudits($limit: Int) {
    mostRecentAudits(limit: $limit) {
      ${AUDIT_ROW_FIELDS}
      detectedCmp { name }
      badges { key label colour }
      screenshots { id screenshotUrl stage }
      previousComparisonAudit { id memoryCookieStatus }
      nextComparisonAudit { id memoryCookieStatus }
    }
    userMany(limit: 100000) { id name company { name } }
  }
`;

const QUEUE_COUNTS = gql`
  query QueueCounts {
    queueCounts { name count }
  }
`;

const statusProcessing = (operation: 'finishedStatusProcessing' | 'startedStatusProcessing') => gql`
  query StatusProcessing($timeWindow: Int, $page: Int, $perPage: Int) {
    ${operation}(timeWindow: $timeWindow, page: $page, perPage: $perPage) {
      count
      items { ${AUDIT_ROW_FIELDS} }
    }
  }
`;

const statusProcessingQueries = (operation: 'finishedStatusProcessing' | 'startedStatusProcessing'): ResourceQueries => ({
  GET_LIST: ({ pagination, filter }: GetListParams) => ({
    query: statusProcessing(operation),
    variables: { timeWindow: filter.timeWindow, page: pagination?.page, perPage: pagination?.perPage },
    parseResponse: ({ data }: GraphqlResponse) => ({ data: data[operation].items, total: data[operation].count }),
  }),
});

/** Dashboard 'Most Recent 10 Audits', each with the name and company of the user who ran it. */
export const recentAuditQueries: ResourceQueries = {
  GET_LIST: () => ({
    query: MOST_RECENT_AUDITS,
    variables: { limit: DASHBOARD_RECENT_AUDITS },
    parseResponse: ({ data }: GraphqlResponse) => {
      const users = new Map<string, UserOfAudit>(data.userMany.map((user: UserOfAudit) => [user.id, user]));
      const audits = data.mostRecentAudits.map((audit: { requestedBy: string | null }) => ({
        ...audit,
        ranBy: (audit.requestedBy && users.get(audit.requestedBy)) || null,
      }));
      return { data: audits, total: audits.length };
    },
  }),
};

/** Audits requested or running per queue; the queue name is the row id. */
export const queueCountQueries: ResourceQueries = {
  GET_LIST: () => ({
    query: QUEUE_COUNTS,
    variables: {},
    parseResponse: ({ data }: GraphqlResponse) => ({
      data: data.queueCounts.map((queue: { name: string; count: number }) => ({ id: queue.name, ...queue })),
      total: data.queueCounts.length,
    }),
  }),
};

export const finishedStatusProcessingQueries = statusProcessingQueries('finishedStatusProcessing');
export const startedStatusProcessingQueries = statusProcessingQueries('startedStatusProcessing');
