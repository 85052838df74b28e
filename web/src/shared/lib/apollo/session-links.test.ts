import { afterEach, describe, expect, it, vi } from 'vitest';
import { gql } from '@apollo/client';
import { createApolloClient } from './client';
import { readCookie, readSession, setSession } from '../session';
import { ENDS_SESSION, STARTS_SESSION } from './session-links';
import { sentOperation } from '../../../test/graphql-requests';

const One = gql`query One { one }`;
const Two = gql`query Two { two }`;
const Three = gql`query Three { three }`;
const SignIn = gql`mutation SignIn { signIn }`;
const SignOut = gql`mutation SignOut { signOut }`;

type Answer = { status?: number; body: unknown };

/** A fetch that records the session's headers and answers with `answer`. */
function fakeFetch(answer: (operationName: string) => Answer) {
  const seen: { operationName: string; authorization: string | null; csrf: string | null; session: string | null }[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const { operationName } = sentOperation(url, init);
    const headers = new Headers(init?.headers);
    seen.push({ operationName, authorization: headers.get('authorization'), csrf: headers.get('x-requested-with'), session: headers.get('x-session') });
    const { status = 200, body } = answer(operationName);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, seen };
}

const gqlError = (status: number, statusCode: string, message: string) => ({
  data: null,
  errors: [{ message, extensions: { status, statusCode } }],
});

function client(answer: (operationName: string) => Answer) {
  const onUnauthorized = vi.fn();
  const { fetch, seen } = fakeFetch(answer);
  const { client } = createApolloClient({ fetch, sweepEveryMs: 0, onUnauthorized });
  return { client, onUnauthorized, seen };
}

describe('auth link', () => {
  it('sends the token as a Bearer header where it can be read (a server rendering the page), read at request time', async () => {
    const { client: c, seen } = client(() => ({ body: { data: { one: 1 } } }));
    await c.query({ query: One, fetchPolicy: 'network-only' });
    document.cookie = 'access_token=tok-9; Path=/';
    await c.query({ query: One, fetchPolicy: 'network-only' });
    document.cookie = 'access_token=; Path=/; Max-Age=0';
    expect(seen.map((s) => s.authorization)).toEqual([null, 'Bearer tok-9']);
  });

  it('sends the web server\'s CSRF header with every call, and its session marker on a sign-in and a sign-out', async () => {
    const { client: c, seen } = client(() => ({ body: { data: { one: 1 } } }));
    await c.query({ query: One, fetchPolicy: 'network-only' });
    await c.mutate({ mutation: SignIn, context: STARTS_SESSION });
    await c.mutate({ mutation: SignOut, context: ENDS_SESSION });
    expect(seen.map(({ csrf, session }) => [csrf, session])).toEqual([['storefront', null], ['storefront', 'start'], ['storefront', 'end']]);
  });
});

describe('error link: a 401 ends the session', () => {
  afterEach(() => vi.restoreAllMocks());

  it('401: forgets the session, calls onUnauthorized and still rejects every request', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    setSession({ id: 1, firstname: 'Ann' });
    const { client: c, onUnauthorized } = client(() => ({ body: gqlError(401, 'ERROR_100', 'User is not logged in.') }));
    const results = await Promise.allSettled([One, Two, Three].map((query) => c.query({ query })));
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(readSession()).toBeNull();
    expect(readCookie('user')).toBeNull();
    expect(onUnauthorized).toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
  });

  it('ERROR_100 alone and an HTTP 401 count as unauthorized too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setSession({ id: 1 });
    const byCode = client(() => ({ body: { data: null, errors: [{ message: 'x', extensions: { statusCode: 'ERROR_100' } }] } }));
    await expect(byCode.client.query({ query: One })).rejects.toThrow();
    expect(byCode.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(readSession()).toBeNull();

    setSession({ id: 1 });
    const byHttp = client(() => ({ status: 401, body: { errors: [{ message: 'Unauthorized' }] } }));
    await expect(byHttp.client.query({ query: One })).rejects.toThrow();
    expect(byHttp.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(readSession()).toBeNull();
  });

  it('403: no action (session kept, nothing logged), the error is passed on', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    setSession({ id: 1 });
    const { client: c, onUnauthorized } = client(() => ({ body: gqlError(403, 'ERROR_403', 'Forbidden') }));
    await expect(c.query({ query: One })).rejects.toThrow('Forbidden');
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(readSession()).not.toBeNull();
    expect(log).not.toHaveBeenCalled();
  });

  it('other errors are logged and passed on; the session stays', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    setSession({ id: 1 });
    const { client: c, onUnauthorized } = client((op) =>
      op === 'One' ? { body: gqlError(404, 'ERROR_404', "Item's not found.") } : { status: 500, body: { message: 'down' } },
    );
    await expect(c.query({ query: One })).rejects.toThrow("Item's not found.");
    await expect(c.query({ query: Two })).rejects.toThrow();
    expect(log).toHaveBeenCalledTimes(2);
    expect(String(log.mock.calls[0]![1])).toContain("Item's not found.");
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(readSession()).not.toBeNull();
  });

  it('an operation marked notFoundIsAnswer does not log its 404, and still logs its other errors', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { client: c } = client((op) =>
      op === 'One' ? { body: gqlError(404, 'ERROR_404', "Item's not found.") } : { body: gqlError(400, 'ERROR_400', 'Bad') },
    );
    await expect(c.query({ query: One, context: { notFoundIsAnswer: true } })).rejects.toThrow("Item's not found.");
    expect(log).not.toHaveBeenCalled();
    await expect(c.query({ query: Two, context: { notFoundIsAnswer: true } })).rejects.toThrow('Bad');
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('an operation marked ignoreUnauthorized (logout) clears the session without onUnauthorized', async () => {
    setSession({ id: 1 });
    const { client: c, onUnauthorized } = client(() => ({ body: gqlError(401, 'ERROR_100', 'User is not logged in.') }));
    await expect(c.query({ query: One, context: { ignoreUnauthorized: true } })).rejects.toThrow();
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(readSession()).toBeNull();
  });
});
