import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, from, type DocumentNode, type OperationVariables } from '@apollo/client';
import { typePolicies } from './type-policies';
import { createFreshness, type Freshness } from './freshness';
import { clearSession, getAccessToken } from '../session/session';
import { createAuthLink, createErrorLink } from './session-links';

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
  /** A 401 answer (after the session is cleared): the app toasts and goes to /login (spec §8). */
  onUnauthorized?: () => void;
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

export function createApolloClient(options: CreateClientOptions = {}) {
  const freshness = createFreshness(options.now);
  const cache = new InMemoryCache({ typePolicies });
  const client = new ApolloClient({
    cache,
    // No RetryLink: spec §7 "no retry". Apollo never refetches on window focus.
    link: from([
      createErrorLink({ onUnauthorized: options.onUnauthorized, clearSession }),
      freshness.link,
      localeLink(options.locale),
      createAuthLink(options.token ?? getAccessToken),
      new HttpLink({ uri: options.uri ?? '/graphql', fetch: options.fetch }),
    ]),
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
  if (!app) getApolloClient();
  return { fetchPolicy: app!.freshness.fetchPolicy(document, variables), nextFetchPolicy: 'cache-first' as const };
}
