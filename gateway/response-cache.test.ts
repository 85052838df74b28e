import { closedPort } from '../api/src/testing/ports';
import { parse } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { cachePlan, memoryStore, redisStore, sessionTag } from './response-cache';

const ttl = (text: string) => cachePlan(parse(text)).ttl;

describe('what the response cache may keep', () => {
  it('a query whose every root field is on the allow-list, for the smallest TTL', () => {
    expect(ttl('{ settings { key } }')).toBe(60_000);
    expect(ttl('{ settings { key } branches { items { id } } __typename }')).toBe(10_000);
  });

  it('nothing of a document with one private or unknown root field, wherever it hides', () => {
    expect(ttl('{ settings { key } profile { email } }')).toBe(0);
    expect(ttl('{ settings { key } ...Me } fragment Me on Query { profile { email } }')).toBe(0);
    expect(ttl('{ settings { key } ... on Query { cart { id } } }')).toBe(0);
    expect(ttl('{ __typename }')).toBe(0);
    expect(ttl('mutation { logout { status } }')).toBe(0);
  });

  it('the operation asked for, in a document with several', () => {
    const document = parse('query A { settings { key } } query B { profile { email } }');
    expect([cachePlan(document, 'A').ttl, cachePlan(document, 'B').ttl]).toEqual([60_000, 0]);
    expect(cachePlan(parse('mutation { logout { status } }')).loggingOut).toBe(true);
  });
});

describe('the answers of a session', () => {
  it('go at once when it ends, and no one else’s with them', async () => {
    const store = memoryStore();
    const session = sessionTag('Bearer 1|abc');
    const answer = { data: { settings: null } };
    await store.set(`${session}/a`, answer, 60_000, session);
    await store.set(`${session}/b`, answer, 60_000, session);
    await store.set('guest/a', answer, 60_000, 'guest');
    await store.dropSession(session);
    expect([await store.get(`${session}/a`), await store.get(`${session}/b`), await store.get('guest/a')]).toEqual([undefined, undefined, answer]);
  });

  it('leave nothing behind once their answers are gone (evicted or dropped)', async () => {
    const store = memoryStore(2);
    const answer = { data: { settings: null } };
    for (const token of ['1', '2', '3']) {
      const session = sessionTag(`Bearer ${token}|abc`);
      await store.set(`${session}/a`, answer, 60_000, session);
    }
    expect(store.sessionsHeld()).toBe(2);
    await store.dropSession(sessionTag('Bearer 3|abc'));
    expect(store.sessionsHeld()).toBe(1);
  });

  it('a token never appears in a tag', () => {
    expect(sessionTag('Bearer 1|secret-token')).not.toContain('secret');
    expect(sessionTag(null)).toBe('guest');
  });
});

describe('the Redis store while Redis is unreachable', () => {
  it('misses, stores and drops nothing, never failing the query or waiting for Redis; the outage reported once', async () => {
    const warn = vi.fn();
    const store = redisStore(`redis://127.0.0.1:${await closedPort()}`, warn);
    const session = sessionTag('Bearer 1|abc');
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    for (let i = 0; i < 3; i += 1) {
      expect(await store.get(`${session}/a`)).toBeUndefined();
      await store.set(`${session}/a`, { data: { settings: null } }, 60_000, session);
      await store.dropSession(session);
    }
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toMatch(/response cache's Redis is unavailable, answering uncached/);
    await store.close();
  });
});
