import { parse, type OperationDefinitionNode } from 'graphql';
import { operationLabelOf } from './graphql-latency';

const operationOf = (document: string) => parse(document).definitions[0] as OperationDefinitionNode;

describe('GraphQL latency labels', () => {
  it('names an operation by its root type and first field, whatever the caller named it', () => {
    expect(operationLabelOf(operationOf('query AnyNameAtAll { userMany { id } other: product { name } }'))).toBe('Query.userMany');
    expect(operationLabelOf(operationOf('mutation { login(username: "a") }'))).toBe('Mutation.login');
  });

  it('labels a document that never became an operation (it did not validate) as unresolved', () => {
    expect(operationLabelOf(undefined)).toBe('unresolved');
  });
});
