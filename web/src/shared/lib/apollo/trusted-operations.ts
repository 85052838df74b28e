import { createPersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { generatePersistedQueryIdsAtRuntime } from '@apollo/persisted-query-lists';

/**
 * Sends each operation by the sha256 of its document, which the gateway knows from the web app's
 * manifest (schema/persisted-operations.json, docs/graphql-clients.md): smaller requests, and
 * queries as GET, which HTTP caches can keep. An unknown hash (a gateway older than this build)
 * makes the link send the whole document again. The ids are the manifest's: definitions sorted,
 * then hashed. Without Web Crypto (a page served over plain http from another host than
 * localhost) documents are sent whole, as before.
 */
export function trustedOperationsLink() {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const sha256 = async (text: string) => {
    const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
    return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
  };
  return createPersistedQueryLink({ ...generatePersistedQueryIdsAtRuntime({ sha256 }), useGETForHashedQueries: true });
}
