import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * The admin UI's types of the server's GraphQL schema (dist/schema.graphql, written by
 * `npm run build`) and of the operations in `documents`, so the client's shapes follow the server's
 * instead of being copied by hand. `npm run codegen -w admin-ui` writes them;
 * src/generated/generated.spec.ts fails when the committed files are not what this config makes now.
 */
// The server sends dates and ids as JSON strings.
const SCALARS = { DateTime: 'string', ID: 'string' };

const config: CodegenConfig = {
  schema: '../dist/schema.graphql',
  // Operations written whole (no fields pasted into the document from a string) can be typed.
  documents: [
    'src/assignments/assignment-api.ts',
    'src/audit-compare/evidence-diff-query.ts',
    'src/legend/legend-queries.ts',
    'src/report-widgets/ContactDetails.tsx',
    'src/templates/template-queries.ts',
    'src/templates/verdict-alerts-query.ts',
  ],
  generates: {
    // Every type the schema publishes, for shapes that reach the UI by other roads (the session).
    'src/generated/schema.ts': { plugins: ['typescript'], config: { scalars: SCALARS, enumsAsTypes: true, avoidOptionals: true } },
    // Each operation's variables and answer, with the enums and inputs they use.
    'src/generated/operations.ts': { plugins: ['typescript-operations'], config: { scalars: SCALARS, enumType: 'string-literal', skipTypename: true, avoidOptionals: true } },
  },
};

export default config;
