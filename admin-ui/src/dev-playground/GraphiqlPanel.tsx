import { useTheme } from '@mui/material';
import { GraphiQL } from 'graphiql';
import 'graphiql/style.css';
import './graphiql-a11y.css';
import { useRef } from 'react';
import { graphqlFetch } from '../dataProvider/graphql-fetch';
import { useAccessibleEditors } from './accessible-editors';

/** A first query every role may run: the caller's five latest audits. */
const FIRST_QUERY = `# The product's own GraphQL API (/gql), as you: what you see here is what your API calls see.
# Ctrl+Enter runs the query; the Docs button lists every query and field.
query LatestAudits {
  auditMany(perPage: 5, sortBy: { field: AUDITED_AT, order: DESC }) {
    count
    items { id link memoryCookieStatus auditedAt }
  }
}
`;

/**
 * GraphiQL on /gql with the logged-in session: the same fetch as the app's own calls, so the token
 * goes along and an expired one is refreshed. The headers editor is off: the session is the
 * credential, and a pasted token would sit in the browser's storage.
 */
const fetcher = async (params: unknown) => {
  const response = await graphqlFetch('/gql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(params) });
  return response.json();
};

/**
 * Loaded on its own (React.lazy in DevPlayground): GraphiQL and its editor stay out of the main
 * bundle. It follows the app's light or dark theme.
 */
const GraphiqlPanel = () => {
  const ref = useRef<HTMLDivElement>(null);
  useAccessibleEditors(ref);
  const mode = useTheme().palette.mode;
  return (
    <div ref={ref} className="tracklight-graphiql" style={{ height: '100%' }}>
      <GraphiQL fetcher={fetcher} defaultQuery={FIRST_QUERY} isHeadersEditorEnabled={false} forcedTheme={mode} />
    </div>
  );
};

export default GraphiqlPanel;
