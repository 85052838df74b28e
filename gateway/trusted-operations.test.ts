import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSchema, createYoga } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { loadGatewayConfig } from './config';
import { loadTrustedOperations, PERSISTED_OPERATIONS_FILE, trustedOperations } from './trusted-operations';

const BODY = 'query Greeting {\n  greeting\n}';
const ID = createHash('sha256').update(BODY).digest('hex');

function manifestFile(): string {
  const file = join(mkdtempSync(join(tmpdir(), 'manifest-')), 'persisted-operations.json');
  writeFileSync(file, JSON.stringify({ format: 'apollo-persisted-query-manifest', version: 1, operations: [{ id: ID, name: 'Greeting', type: 'query', body: BODY }] }));
  return file;
}

function gateway(trustedOnly: boolean) {
  const yoga = createYoga({
    schema: createSchema({ typeDefs: 'type Query { greeting: String }', resolvers: { Query: { greeting: () => 'hello' } } }),
    plugins: [trustedOperations(loadTrustedOperations(manifestFile()), { trustedOnly })],
    logging: false,
  });
  const byHash = (id: string) => `http://gateway.test/graphql?operationName=Greeting&extensions=${encodeURIComponent(JSON.stringify({ persistedQuery: { version: 1, sha256Hash: id } }))}`;
  return {
    hash: async (id: string) => (await yoga.fetch(byHash(id))).json() as Promise<{ data?: unknown; errors?: { message: string }[] }>,
    whole: async () => (await yoga.fetch('http://gateway.test/graphql', {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ greeting }' }),
    })).json() as Promise<{ data?: unknown; errors?: { message: string }[] }>,
  };
}

describe('trusted operations', () => {
  it('runs a known hash as GET, and answers PersistedQueryNotFound to an unknown one (Apollo then sends the document)', async () => {
    const open = gateway(false);
    expect(await open.hash(ID)).toEqual({ data: { greeting: 'hello' } });
    expect((await open.hash('0'.repeat(64))).errors?.map((error) => error.message)).toEqual(['PersistedQueryNotFound']);
  });

  it('runs whole documents (other clients, GraphiQL), unless GRAPHQL_TRUSTED_ONLY=on', async () => {
    expect(await gateway(false).whole()).toEqual({ data: { greeting: 'hello' } });
    const trusted = gateway(true);
    expect((await trusted.whole()).errors?.map((error) => error.message)).toEqual(['PersistedQueryOnly']);
    expect(await trusted.hash(ID)).toEqual({ data: { greeting: 'hello' } });
  });

  it('reads GRAPHQL_TRUSTED_ONLY (default off) and the web app\'s manifest', () => {
    expect(loadGatewayConfig({}).trustedOnly).toBe(false);
    expect(loadGatewayConfig({ GRAPHQL_TRUSTED_ONLY: 'on' }).trustedOnly).toBe(true);
    expect(() => loadGatewayConfig({ GRAPHQL_TRUSTED_ONLY: 'yes' })).toThrow(/GRAPHQL_TRUSTED_ONLY must be on or off/);
    expect(loadTrustedOperations(PERSISTED_OPERATIONS_FILE).size).toBeGreaterThan(50);
  });
});
