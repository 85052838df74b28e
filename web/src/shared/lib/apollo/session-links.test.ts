import { afterEach, describe, expect, it, vi } from 'vitest';
import { gql } from '@apollo/client';
import { createApolloClient } from './client';
import { readCookie, setSession } from '../session';

const One = gql`query One { one }`;
const Two = gql`query Two { two }`;
const Three = gql`query Three { three }`;

type Answer = { status?: number; body: unknown };

/** A fetch that records the Authorization header and answers with `answer`. */
function fakeFetch(answer: (operationName: string) => Answer) {
  const seen: { operationName: string; authorization: string | null }[] = [];
  const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const { operationName } = JSON.parse(String(init?.body)) as { operationName: string };
    const headers = new Headers(init?.headers);
    seen.push({ operationName, authorization: headers.get('authorization') });
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
  it('sends the stored token as a Bearer header, read at request time', async () => {
    const { client: c, seen } = client(() => ({ body: { data: { one: 1 } } }));
    await c.query({ query: One, fetchPolicy: 'network-only' });
    setSession('tok-9', { id: 1, firstname: 'Ann' });
    await c.query({ query: One, fetchPolicy: 'network-only' });
    expect(seen.map((s) => s.authorization)).toEqual([null, 'Bearer tok-9']);
  });
});

describe('error link (spec §8)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('401: clears user and access_token, calls onUnauthorized and still rejects every request', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    setSession('old', { id: 1, firstname: 'Ann' });
    const { client: c, onUnauthorized } = client(() => ({ body: gqlError(401, 'ERROR_100', 'User is not logged in.') }));
    const results = await Promise.allSettled([One, Two, Three].map((query) => c.query({ query })));
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(readCookie('access_token')).toBeNull();
    expect(readCookie('user')).toBeNull();
    expect(onUnauthorized).toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
  });

  it('ERROR_100 alone and an HTTP 401 count as unauthorized too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setSession('old', { id: 1 });
    const byCode = client(() => ({ body: { data: null, errors: [{ message: 'x', extensions: { statusCode: 'ERROR_100' } }] } }));
    await expect(byCode.client.query({ query: One })).rejects.toThrow();
    expect(byCode.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(readCookie('access_token')).toBeNull();

    setSession('old', { id: 1 });
    const byHttp = client(() => ({ status: 401, body: { errors: [{ message: 'Unauthorized' }] } }));
    await expect(byHttp.client.query({ query: One })).rejects.toThrow();
    expect(byHttp.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(readCookie('access_token')).toBeNull();
  });

  it('403: no action (session kept, nothing logged), the error is passed on', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    setSession('keep', { id: 1 });
    const { client: c, onUnauthorized } = client(() => ({ body: gqlError(403, 'ERROR_403', 'Forbidden') }));
    await expect(c.query({ query: One })).rejects.toThrow('Forbidden');
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(readCookie('access_token')).toBe('keep');
    expect(log).not.toHaveBeenCalled();
  });

  it('other errors are logged and passed on; the session stays', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    setSession('keep', { id: 1 });
    const { client: c, onUnauthorized } = client((op) =>
      op === 'One' ? { body: gqlError(404, 'ERROR_404', "Item's not found.") } : { status: 500, body: { message: 'down' } },
    );
    await expect(c.query({ query: One })).rejects.toThrow("Item's not found.");
    await expect(c.query({ query: Two })).rejects.toThrow();
    expect(log).toHaveBeenCalledTimes(2);
    expect(String(log.mock.calls[0]![1])).toContain("Item's not found.");
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(readCookie('access_token')).toBe('keep');
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
    setSession('old', { id: 1 });
    const { client: c, onUnauthorized } = client(() => ({ body: gqlError(401, 'ERROR_100', 'User is not logged in.') }));
    await expect(c.query({ query: One, context: { ignoreUnauthorized: true } })).rejects.toThrow();
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(readCookie('access_token')).toBeNull();
  });
});
