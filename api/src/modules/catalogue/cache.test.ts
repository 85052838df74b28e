import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../db/client';
import { catalogueVersionOf, createCatalogueCache, sharedFromArrival } from './cache';

/** A version source the test moves, and a computation that counts its calls. */
function setup(maxAnswers?: number) {
  const state = { version: 'v1', computed: 0 };
  const cache = createCatalogueCache(async () => state.version, maxAnswers);
  const compute = (answer = 'answer') => async () => `${answer}#${++state.computed}@${state.version}`;
  return { state, cache, compute };
}

describe('catalogue cache', () => {
  it('answers again from memory while the version stays', async () => {
    const { cache, compute } = setup();
    expect(await cache.answer('menu', compute())).toBe('answer#1@v1');
    expect(await cache.answer('menu', compute())).toBe('answer#1@v1');
    expect(await cache.answer('search', compute())).toBe('answer#2@v1');
  });

  it('computes afresh once the version changed', async () => {
    const { state, cache, compute } = setup();
    await cache.answer('menu', compute());
    state.version = 'v2';
    expect(await cache.answer('menu', compute())).toBe('answer#2@v2');
  });

  it('computes once for requests asking at the same time', async () => {
    const { cache, compute } = setup();
    const answers = await Promise.all(Array.from({ length: 5 }, () => cache.answer('menu', compute())));
    expect(new Set(answers)).toEqual(new Set(['answer#1@v1']));
  });

  it('never hands an answer begun at an older version to a request that read a newer one', async () => {
    const { state, cache } = setup();
    let finish!: (body: string) => void;
    let began!: () => void;
    const computing = new Promise<void>((resolve) => { began = resolve; });
    const slow = cache.answer('menu', () => {
      began();
      return new Promise<string>((resolve) => { finish = resolve; });
    });
    await computing; // it read v1 and began
    state.version = 'v2';
    const fresh = cache.answer('menu', async () => 'after the write');
    finish('before the write');
    expect(await slow).toBe('before the write');
    expect(await fresh).toBe('after the write');
    expect(await cache.answer('menu', async () => 'computed again')).toBe('after the write');
  });

  it('keeps no failed computation', async () => {
    const { cache, compute } = setup();
    await expect(cache.answer('menu', async () => { throw new Error('database down'); })).rejects.toThrow('database down');
    expect(await cache.answer('menu', compute())).toBe('answer#1@v1');
  });

  it('forgets the least recently used answer beyond its bound', async () => {
    const { cache, compute } = setup(2);
    await cache.answer('a', compute('a'));
    await cache.answer('b', compute('b'));
    await cache.answer('a', compute('a'));
    await cache.answer('c', compute('c'));
    expect(await cache.answer('a', compute('a'))).toBe('a#1@v1');
    expect(await cache.answer('b', compute('b'))).toBe('b#4@v1');
  });
});

/** A read the test finishes by hand; each answers the value `state.value` had when it began. */
function manualReads() {
  const state = { value: 'v1', reads: [] as Array<{ began: string; finish: () => void; fail: () => void }> };
  const read = () => new Promise<string>((resolve, reject) => {
    const began = state.value;
    state.reads.push({ began, finish: () => resolve(began), fail: () => reject(new Error('database down')) });
  });
  return { state, shared: sharedFromArrival(read) };
}

describe('catalogue version reads shared by requests arriving together', () => {
  it('makes the callers arriving during a read share one next read', async () => {
    const { state, shared } = manualReads();
    const first = shared();
    const later = [shared(), shared(), shared()];
    expect(state.reads).toHaveLength(1);
    state.reads[0].finish();
    expect(await first).toBe('v1');
    await vi.waitFor(() => expect(state.reads).toHaveLength(2));
    state.reads[1].finish();
    expect(await Promise.all(later)).toEqual(['v1', 'v1', 'v1']);
    expect(state.reads).toHaveLength(2);
  });

  it('never answers a caller with a read that began before it arrived', async () => {
    const { state, shared } = manualReads();
    const before = shared();
    state.value = 'v2'; // a write commits while the first read runs
    const after = shared();
    state.reads[0].finish();
    expect(await before).toBe('v1');
    await vi.waitFor(() => expect(state.reads).toHaveLength(2));
    state.reads[1].finish();
    expect(await after).toBe('v2');
  });

  it('reads again for the callers waiting on a read that failed, and starts afresh once idle', async () => {
    const { state, shared } = manualReads();
    const failing = shared();
    const waiting = shared();
    state.reads[0].fail();
    await expect(failing).rejects.toThrow('database down');
    await vi.waitFor(() => expect(state.reads).toHaveLength(2));
    state.reads[1].finish();
    expect(await waiting).toBe('v1');
    const idle = shared();
    expect(state.reads).toHaveLength(3);
    state.reads[2].finish();
    expect(await idle).toBe('v1');
  });
});

describe('catalogue version on PGlite', () => {
  it('is read again only after a write of this process: no other process can write', async () => {
    const pglite = await PGlite.create();
    try {
      await pglite.exec('create table catalogue_versions (slot int primary key, version bigint not null); insert into catalogue_versions values (0, 1)');
      const { db } = openDatabase({ pglite });
      const version = catalogueVersionOf(db);
      expect(await version()).toBe('1');
      await pglite.exec('update catalogue_versions set version = 2'); // behind the api's back
      expect(await version()).toBe('1');
      await db.execute(sql`update catalogue_versions set version = 3`);
      expect(await version()).toBe('3');
    } finally {
      await pglite.close();
    }
  });
});
