// The catalogue cache (docs/performance.md, "Catalogue cache"): the public catalogue's answers,
// kept serialized in this process's memory together with the catalogue version they were computed
// at. Each request first reads the version, one small query; any committed write to what the menu
// shows, by this or another api process, has changed it, and the cache then starts over. So an
// answer is never older than the last write acknowledged before the request came in.
import { sql } from 'drizzle-orm';
import { localWritesOf, type Database } from '../../db/client';
import { catalogueVersions } from './tables';

/** Enough for every branch's menu pages in every language and currency; the least recently used
 * answer goes first, so odd query strings cannot grow the memory without bound. */
const MAX_ANSWERS = 500;

/** The catalogue version as the database has it now (the sum of its slots, migration 0009). A
 * database only this process writes (PGlite) is read again only after a write of this process;
 * on PostgreSQL, requests arriving together share one read (`sharedFromArrival`). */
export function catalogueVersionOf(db: Database): () => Promise<string> {
  const query = () => db.select({ version: sql<string>`sum(${catalogueVersions.version})::text` }).from(catalogueVersions)
    .prepare('catalogue_version');
  let prepared: ReturnType<typeof query> | undefined;
  const read = async () => (await (prepared ??= query()).execute())[0].version;
  const writes = localWritesOf(db);
  if (!writes) return sharedFromArrival(read);
  let known: { writes: number; version: Promise<string> } | undefined;
  return () => {
    const now = writes();
    if (known?.writes !== now) {
      // The count is taken before reading: a write finishing meanwhile makes the next call read again.
      known = { writes: now, version: read() };
      known.version.catch(() => { known = undefined; });
    }
    return known.version;
  };
}

/**
 * `read`, shared by the callers that arrive while one runs: they wait for the next read, which
 * starts when the running one ends, and all take its answer. A read already running may have
 * begun before a write its newcomer must see, so no caller ever takes one that began before it
 * arrived. Under load this is about one query per batch of requests instead of one per request
 * (docs/performance.md, "Catalogue cache").
 */
export function sharedFromArrival<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let next: Promise<T> | undefined;
  const start = () => {
    const current = read();
    running = current;
    const ended = () => { if (running === current) running = undefined; };
    current.then(ended, ended);
    return current;
  };
  return () => {
    if (!running) return start();
    next ??= running.then(() => undefined, () => undefined).then(() => {
      next = undefined;
      return start();
    });
    return next;
  };
}

export function createCatalogueCache(currentVersion: () => Promise<string>, maxAnswers = MAX_ANSWERS) {
  let version: string | undefined;
  const answers = new Map<string, Promise<string>>();

  function remember(key: string, answer: Promise<string>) {
    answers.set(key, answer);
    answer.catch(() => {
      if (answers.get(key) === answer) answers.delete(key);
    });
    if (answers.size > maxAnswers) answers.delete(answers.keys().next().value!);
  }

  return {
    /** The answer under `key` at the current version; computed (once, however many ask at the
     * same time) when missing. A failed computation is not kept. */
    async answer(key: string, compute: () => Promise<string>): Promise<string> {
      const now = await currentVersion();
      // From here to `remember` nothing awaits: an answer is always filed under the version
      // read before it was computed.
      if (now !== version) {
        answers.clear();
        version = now;
      }
      const known = answers.get(key);
      if (known) {
        answers.delete(key); // most recently used last
        answers.set(key, known);
        return known;
      }
      const answer = compute();
      remember(key, answer);
      return answer;
    },
  };
}

export type CatalogueCache = ReturnType<typeof createCatalogueCache>;
