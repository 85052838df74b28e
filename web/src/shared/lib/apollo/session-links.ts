import { ApolloLink, Observable, type FetchResult, type Operation } from '@apollo/client';
import type { GraphQLFormattedError } from 'graphql';

/** Sent with every call of the page: the web server refuses a signed-in call that changes
 * something without it (a page on another site cannot send it). */
export const CSRF_HEADERS = { 'X-Requested-With': 'storefront' } as const;

/** What the gateway puts in a GraphQL error's extensions (docs/gateway.md). */
export interface ApiErrorExtensions {
  status?: number;
  statusCode?: string;
  params?: Record<string, string[]>;
}

type ErrorLike = Pick<GraphQLFormattedError, 'message'> & { extensions?: Record<string, unknown> | ApiErrorExtensions };

const extensionsOf = (error: ErrorLike): ApiErrorExtensions => (error.extensions ?? {}) as ApiErrorExtensions;

/** A 401 (or the api's ERROR_100 "User is not logged in.") ends the session. */
export function isUnauthorizedError(error: ErrorLike): boolean {
  const ext = extensionsOf(error);
  return ext.status === 401 || ext.statusCode === 'ERROR_100';
}

export function isForbiddenError(error: ErrorLike): boolean {
  return extensionsOf(error).status === 403;
}

/**
 * Operation context: `{ [SESSION]: 'start' }` on a sign-in (the web server moves the token of its
 * answer into the HttpOnly session cookie), `'end'` on a sign-out (it expires the cookie).
 */
export const SESSION = 'session';
export const STARTS_SESSION = { [SESSION]: 'start' } as const;
export const ENDS_SESSION = { [SESSION]: 'end' } as const;

/**
 * Adds the session's headers, read at request time: `Authorization: Bearer <token>` where the
 * token can be read (the server rendering a page; in the browser the web server adds it), the
 * web server's CSRF header, and its session marker (`x-session`, see SESSION).
 */
export function createAuthLink(token: () => string | null | undefined) {
  return new ApolloLink((operation, forward) => {
    const value = token();
    const session = operation.getContext()[SESSION] as string | undefined;
    operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({
      headers: {
        ...headers,
        ...CSRF_HEADERS,
        ...(value ? { Authorization: `Bearer ${value}` } : {}),
        ...(session ? { 'x-session': session } : {}),
      },
    }));
    return forward(operation);
  });
}

export interface ErrorLinkOptions {
  /** Called for every 401, after `clearSession`; the app toasts (once, by toast id) and goes to /login. */
  onUnauthorized?: () => void;
  /** Forgets the stored user and access token. */
  clearSession: () => void;
  log?: (...args: unknown[]) => void;
}

/** Operation context flag: a 401 of this operation does not call `onUnauthorized` (the logout
 * call, whose token may already be gone, ends the session itself). */
export const IGNORE_UNAUTHORIZED = 'ignoreUnauthorized';

/** Operation context flag: a 404 of this operation is an answer ("you have none"), not a failure
 * to log (e.g. the customer's courier application before they apply). */
export const NOT_FOUND_IS_ANSWER = 'notFoundIsAnswer';

/**
 * A 401 clears the session and calls `onUnauthorized`; a 403 does nothing; other
 * errors are logged. Every error is still passed on to the caller.
 */
export function createErrorLink({ onUnauthorized, clearSession, log = console.error }: ErrorLinkOptions) {
  const unauthorized = (operation: Operation) => {
    clearSession();
    if (!operation.getContext()[IGNORE_UNAUTHORIZED]) onUnauthorized?.();
  };
  const report = (operation: Operation, errors: ReadonlyArray<ErrorLike>) => {
    if (errors.some(isUnauthorizedError)) unauthorized(operation);
    const quiet404 = Boolean(operation.getContext()[NOT_FOUND_IS_ANSWER]);
    const rest = errors.filter((e) => !isUnauthorizedError(e) && !isForbiddenError(e) && !(quiet404 && extensionsOf(e).status === 404));
    if (rest.length) log(`[GraphQL] ${operation.operationName}:`, rest.map((e) => e.message).join('; '));
  };

  return new ApolloLink(
    (operation, forward) =>
      new Observable<FetchResult>((observer) => {
        const subscription = forward(operation).subscribe({
          next(result) {
            if (result.errors?.length) report(operation, result.errors);
            observer.next(result);
          },
          error(error: unknown) {
            const http = error as { statusCode?: number; result?: { errors?: ErrorLike[] } } | null;
            const graphQLErrors = (typeof http?.result === 'object' && http.result?.errors) || [];
            if (http?.statusCode === 401 || graphQLErrors.some(isUnauthorizedError)) unauthorized(operation);
            else if (http?.statusCode !== 403) log(`[network] ${operation.operationName}:`, error);
            observer.error(error);
          },
          complete() {
            observer.complete();
          },
        });
        return () => subscription.unsubscribe();
      }),
  );
}
