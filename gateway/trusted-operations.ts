// Trusted operations (docs/graphql-clients.md): the web app's operations are known ahead of time,
// in schema/persisted-operations.json (written by `npm run generate` from the web's .graphql files,
// as Apollo Client sends them), keyed by the sha256 of each document. The web app sends the hash
// instead of the document (`extensions.persistedQuery.sha256Hash`, the Apollo protocol; queries
// as GET, so HTTP caches can keep them). Other clients and GraphiQL send whole documents, under
// the limits, unless GRAPHQL_TRUSTED_ONLY=on, which runs the manifest's operations only.
import { readFileSync } from 'node:fs';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import type { Plugin } from 'graphql-yoga';
import { schemaFile } from './paths';

export const PERSISTED_OPERATIONS_FILE = schemaFile('persisted-operations.json');

interface Manifest {
  operations: { id: string; body: string }[];
}

/** The manifest's documents by id. */
export function loadTrustedOperations(file: string = PERSISTED_OPERATIONS_FILE): Map<string, string> {
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  return new Map(manifest.operations.map(({ id, body }) => [id, body]));
}

/**
 * Runs a known hash's document; an unknown hash answers `PersistedQueryNotFound`, on which Apollo
 * Client sends the whole document again (a web build newer than this gateway keeps working).
 * `trustedOnly` refuses whole documents (`PersistedQueryOnly`).
 */
export function trustedOperations(operations: Map<string, string>, { trustedOnly }: { trustedOnly: boolean }): Plugin {
  return usePersistedOperations({
    getPersistedOperation: (id) => operations.get(id) ?? null,
    allowArbitraryOperations: !trustedOnly,
  }) as Plugin;
}
