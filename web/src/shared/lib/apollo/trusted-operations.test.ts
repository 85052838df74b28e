import { describe, expect, it } from 'vitest';
import { Kind, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import manifest from '../../../../../schema/persisted-operations.json';
import { sentOperation, type SentOperation } from '../../../test/graphql-requests';
import { createApolloClient } from './client';

/** Every operation the app can send: the generated documents that hold one, each once (a module
 * may re-export another's). */
const operations = [...new Set(Object.values(import.meta.glob<Record<string, unknown>>('../../../graphql/*generated.ts', { eager: true }))
  .flatMap((module) => Object.values(module)))]
  .filter((value): value is DocumentNode => (value as DocumentNode | null)?.kind === Kind.DOCUMENT)
  .map((document) => ({ document, operation: document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION) }))
  .filter((entry): entry is { document: DocumentNode; operation: OperationDefinitionNode } => entry.operation !== undefined);

/** Sends `document` through the app's client and returns the request it made. */
async function send(document: DocumentNode, type: string): Promise<SentOperation> {
  const sent: SentOperation[] = [];
  const fetch = async (url: RequestInfo | URL, init?: RequestInit) => {
    sent.push(sentOperation(url, init));
    return new Response(JSON.stringify({ errors: [{ message: 'not answered in this test' }] }), { headers: { 'content-type': 'application/json' } });
  };
  const { client } = createApolloClient({ fetch, sweepEveryMs: 0, onUnauthorized: () => undefined });
  const call = type === 'mutation' ? client.mutate({ mutation: document }) : client.query({ query: document, fetchPolicy: 'network-only' });
  await call.catch(() => undefined);
  return sent[0]!;
}

describe('trusted operations', () => {
  it('sends each of the app\'s operations by a hash the gateway\'s manifest holds, queries as GET without the document', { timeout: 60_000 }, async () => {
    const known = new Map(manifest.operations.map((entry) => [entry.id, entry.name]));
    expect(operations.length).toBe(manifest.operations.length);
    for (const { document, operation } of operations) {
      const name = operation.name!.value;
      const request = await send(document, operation.operation);
      expect(request.hash && known.get(request.hash), name).toBe(name);
      expect(request.query, name).toBeUndefined();
      expect(request.method, name).toBe(operation.operation === 'query' ? 'GET' : 'POST');
    }
  });
});
