import { ApolloLink, type ApolloCache, type DocumentNode, type OperationVariables, type WatchQueryFetchPolicy } from '@apollo/client';
import { argumentsObjectFromField, canonicalStringify, getOperationDefinition } from '@apollo/client/utilities';
import type { FieldNode } from 'graphql';

export const FRESH_MS = 60 * 60 * 1000; // an answer is fresh for 1 hour
export const KEEP_MS = 5 * 60 * 60 * 1000; // and kept in the cache for 5 hours

interface Entry {
  fieldName: string;
  args: Record<string, unknown> | null;
  at: number;
}

function rootFields(document: DocumentNode, variables: OperationVariables | undefined) {
  const def = getOperationDefinition(document);
  if (!def || def.operation !== 'query') return [];
  return def.selectionSet.selections
    .filter((s): s is FieldNode => s.kind === 'Field' && s.name.value !== '__typename')
    .map((field) => {
      const args = argumentsObjectFromField(field, variables) as Record<string, unknown> | null;
      return { fieldName: field.name.value, args, key: `${field.name.value}:${canonicalStringify(args ?? {})}` };
    });
}

/**
 * Apollo has no staleTime/gcTime. This tracker remembers when each root field (with its
 * arguments) last arrived from the network; see docs/apollo-cache.md.
 */
export function createFreshness(now: () => number = Date.now) {
  const entries = new Map<string, Entry>();

  const link = new ApolloLink((operation, forward) => {
    const fields = rootFields(operation.query, operation.variables);
    if (!fields.length) return forward(operation);
    return forward(operation).map((result) => {
      if (!result.errors?.length) {
        const at = now();
        fields.forEach((f) => entries.set(f.key, { fieldName: f.fieldName, args: f.args, at }));
      }
      return result;
    });
  });

  /** cache-first while every root field is fresh; otherwise show the cache and refetch. */
  function fetchPolicy(document: DocumentNode, variables?: OperationVariables): WatchQueryFetchPolicy {
    const fields = rootFields(document, variables);
    const t = now();
    const fresh = fields.every((f) => {
      const e = entries.get(f.key);
      return e != null && t - e.at < FRESH_MS;
    });
    return fresh ? 'cache-first' : 'cache-and-network';
  }

  /** The root fields fetched so far (sent with a server-rendered page). */
  const freshKeys = () => [...entries.keys()];

  /** Root fields that arrived with the page count as fetched now: no second fetch for them. */
  function markFresh(keys: ReadonlyArray<string>) {
    const at = now();
    keys.forEach((key) => {
      const colon = key.indexOf(':');
      if (colon <= 0) return;
      try {
        const args = JSON.parse(key.slice(colon + 1)) as Record<string, unknown>;
        entries.set(key, { fieldName: key.slice(0, colon), args: Object.keys(args).length ? args : null, at });
      } catch {
        // not a key this tracker wrote
      }
    });
  }

  /** Evicts root fields fetched longer than KEEP_MS ago, then drops unreachable entities. */
  function sweep(cache: ApolloCache<unknown>): number {
    const t = now();
    let evicted = 0;
    entries.forEach((e, key) => {
      if (t - e.at < KEEP_MS) return;
      cache.evict({ id: 'ROOT_QUERY', fieldName: e.fieldName, args: e.args ?? undefined });
      entries.delete(key);
      evicted += 1;
    });
    if (evicted) cache.gc();
    return evicted;
  }

  return { link, fetchPolicy, sweep, entries, freshKeys, markFresh };
}

export type Freshness = ReturnType<typeof createFreshness>;
