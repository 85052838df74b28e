import { createPersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { Kind, print, type DefinitionNode, type DocumentNode } from 'graphql';

/**
 * Sends each operation by the sha256 of its document, which the gateway knows from the web app's
 * manifest (schema/persisted-operations.json, docs/graphql-clients.md): smaller requests, and
 * queries as GET, which HTTP caches can keep. An unknown hash (a gateway older than this build)
 * makes the link send the whole document again. Without Web Crypto (a page served over plain
 * http from another host than localhost) documents are sent whole, as before.
 */
export function trustedOperationsLink() {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const sha256 = async (text: string) => {
    const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
    return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
  };
  return createPersistedQueryLink({ generateHash: (document) => sha256(print(inManifestOrder(document))), useGETForHashedQueries: true });
}

const nameOf = (definition: DefinitionNode) =>
  (definition.kind === Kind.OPERATION_DEFINITION || definition.kind === Kind.FRAGMENT_DEFINITION ? definition.name?.value ?? '' : '');

/**
 * The document with its definitions in the order the manifest's generator
 * (@apollo/generate-persisted-query-manifest) hashes them: operations before fragments, each by
 * name. Written here rather than imported from @apollo/persisted-query-lists, whose CommonJS
 * build brought a second Apollo Client and graphql into the page's first load (+46 KB gzip);
 * the test that every operation's hash is in the manifest keeps the two in step.
 */
export function inManifestOrder(document: DocumentNode): DocumentNode {
  const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const definitions = [...document.definitions].sort((a, b) => byCodeUnits(b.kind, a.kind) || byCodeUnits(nameOf(a), nameOf(b)));
  return { ...document, definitions };
}
