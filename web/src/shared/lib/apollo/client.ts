import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, from, type DocumentNode, type NormalizedCacheObject, type OperationVariables } from '@apollo/client';
import { typePolicies } from './type-policies';
import { createFreshness, type Freshness } from './freshness';
import { clearSession, getAccessToken } from '../session/session';
import { createAuthLink, createErrorLink } from './session-links';
import { trustedOperationsLink } from './trusted-operations';

/** The language and currency every request carries (headers the gateway forwards). */
export interface RequestLocale {
  lang: string;
  currencyId?: number | null;
}

export interface CreateClientOptions {
  uri?: string;
  /** Read at request time, so a language or currency switch applies to the next request. */
  locale?: () => RequestLocale;
  /** The fetch the HTTP link uses (tests record requests with it). */
  fetch?: typeof fetch;
  now?: () => number;
  /** How often to evict data older than 5 h; 0 disables the sweeper (tests). */
  sweepEveryMs?: number;
  /** The access token, read at request time; defaults to the session cookie. */
  token?: () => string | null | undefined;
  /** A 401 answer (after the session is cleared): the app toasts and goes to /login. */
  onUnauthorized?: () => void;
  /** Server rendering: each query runs once, and these headers go with every request. */
  ssr?: { headers: Record<string, string> };
  /** What the server rendered with (the page's state): the client starts from it. */
  initialState?: { cache: NormalizedCacheObject; fresh: string[] };
}

/** Sends `x-lang` / `x-currency-id` rather than query arguments: products are normalised by
 * uuid, so two languages must never share one cache (a switch resets it; docs/apollo-cache.md). */
function localeLink(locale: CreateClientOptions['locale']) {
  return new ApolloLink((operation, forward) => {
    if (locale) {
      const { lang, currencyId } = locale();
      operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({
        headers: { ...headers, 'x-lang': lang, ...(currencyId ? { 'x-currency-id': String(currencyId) } : {}) },
      }));
    }
    return forward(operation);
  });
}

/** How long after a server-rendered page loads its data counts as just fetched. */
export const HYDRATION_GRACE_MS = 10_000;

export function createApolloClient(options: CreateClientOptions = {}) {
  const freshness = createFreshness(options.now);
  const cache = new InMemoryCache({ typePolicies });
  if (options.initialState) {
    cache.restore(options.initialState.cache);
    freshness.markFresh(options.initialState.fresh);
  }
  const client = new ApolloClient({
    cache,
    ssrMode: Boolean(options.ssr),
    // What the page arrived with was fetched for it just now: queries that always ask the network
    // (cache-and-network) read it instead for a while, so hydration fetches nothing again.
    ...(options.initialState ? { ssrForceFetchDelay: HYDRATION_GRACE_MS } : {}),
    // No RetryLink: a failed request is not retried. Apollo never refetches on window focus.
    link: from([
      createErrorLink({ onUnauthorized: options.onUnauthorized, clearSession }),
      freshness.link,
      localeLink(options.locale),
      createAuthLink(options.token ?? getAccessToken),
      ...[trustedOperationsLink()].filter((link) => link !== null),
      new HttpLink({ uri: options.uri ?? '/graphql', fetch: options.fetch, headers: options.ssr?.headers }),
    ]),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first', nextFetchPolicy: 'cache-first', errorPolicy: 'none' },
      query: { fetchPolicy: 'cache-first', errorPolicy: 'none' },
    },
  });
  const every = options.sweepEveryMs ?? 10 * 60 * 1000;
  if (every > 0 && typeof window !== 'undefined' && !options.ssr) {
    window.setInterval(() => freshness.sweep(cache), every);
  }
  return { client, freshness };
}

let app: { client: ApolloClient<unknown>; freshness: Freshness } | null = null;

/** The app's client (created on first use with the options of that first call). */
export function getApolloClient(options?: CreateClientOptions) {
  app ??= createApolloClient(options) as { client: ApolloClient<unknown>; freshness: Freshness };
  return app.client;
}

/**
 * Options for a generated query hook that apply the 1-hour freshness rule:
 * `useBranchProductsQuery({ variables, ...freshQueryOptions(BranchProductsDocument, variables) })`.
 */
export function freshQueryOptions(document: DocumentNode, variables?: OperationVariables) {
  // The server renders each page once, from what it fetches for it.
  if (typeof window === 'undefined') return { fetchPolicy: 'cache-first' as const, nextFetchPolicy: 'cache-first' as const };
  if (!app) getApolloClient();
  return { fetchPolicy: app!.freshness.fetchPolicy(document, variables), nextFetchPolicy: 'cache-first' as const };
}
