import { ApolloClient, HttpLink, InMemoryCache, from, type DocumentNode, type OperationVariables } from '@apollo/client';
import { typePolicies } from './type-policies';
import { createFreshness, type Freshness } from './freshness';

export interface CreateClientOptions {
  uri?: string;
  now?: () => number;
  /** How often to evict data older than 5 h; 0 disables the sweeper (tests). */
  sweepEveryMs?: number;
}

export function createApolloClient(options: CreateClientOptions = {}) {
  const freshness = createFreshness(options.now);
  const cache = new InMemoryCache({ typePolicies });
  const client = new ApolloClient({
    cache,
    // No RetryLink: spec §7 "no retry". Apollo never refetches on window focus.
    link: from([freshness.link, new HttpLink({ uri: options.uri ?? '/graphql' })]),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first', nextFetchPolicy: 'cache-first', errorPolicy: 'none' },
      query: { fetchPolicy: 'cache-first', errorPolicy: 'none' },
    },
  });
  const every = options.sweepEveryMs ?? 10 * 60 * 1000;
  if (every > 0 && typeof window !== 'undefined') {
    window.setInterval(() => freshness.sweep(cache), every);
  }
  return { client, freshness };
}

let app: { client: ApolloClient<unknown>; freshness: Freshness } | null = null;

/** The app's client (created on first use, so tests and the home chunk only pay when used). */
export function getApolloClient() {
  app ??= createApolloClient() as { client: ApolloClient<unknown>; freshness: Freshness };
  return app.client;
}

/**
 * Options for a generated query hook that apply the 1-hour freshness rule:
 * `useBranchProductsQuery({ variables, ...freshQueryOptions(BranchProductsDocument, variables) })`.
 */
export function freshQueryOptions(document: DocumentNode, variables?: OperationVariables) {
  if (!app) getApolloClient();
  return { fetchPolicy: app!.freshness.fetchPolicy(document, variables), nextFetchPolicy: 'cache-first' as const };
}
