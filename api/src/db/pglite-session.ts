// The PGlite instance drizzle is given: the same instance, with two things only an embedded
// database allows.
// - Parsers on the instance: drizzle asks for dates, times and intervals as text with every
//   query, and PGlite copies its ~370 type parsers whenever a query brings some (~0.1 ms, several
//   times a request); the instance's own parsers do the same without the copy. They are put back
//   before each query (nine keys), since PGlite rebuilds its array parsers when it refreshes its
//   array types.
// - Writes counted: PGlite lives in this process alone, so every change of its data passes
//   here. A reader that knows the count when it last read something may skip reading it again
//   while the count stands (the catalogue version, modules/catalogue/cache.ts).
import { types, type PGlite, type QueryOptions } from '@electric-sql/pglite';

/** The types drizzle wants as text: dates, times, intervals and their arrays. */
const DRIZZLE_TEXT_TYPES = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];
const asText = Object.fromEntries(DRIZZLE_TEXT_TYPES.map((oid) => [oid, (value: string) => value]));

/** A statement that cannot change data (the app's selects call no writing functions). */
const isRead = (text: string) => /^\s*select\b/i.test(text);

/** `target` with `replaced` members in place of its own (its own methods bound to it). */
function withMembers<T extends object>(target: T, replaced: Partial<T>): T {
  return new Proxy(target, {
    get(object, key) {
      if (key in replaced) return replaced[key as keyof T];
      const value: unknown = Reflect.get(object, key, object);
      return typeof value === 'function' ? value.bind(object) : value;
    },
  });
}

export function forDrizzle(pglite: PGlite): { client: PGlite; writes: () => number } {
  let writes = 0;
  /** Counted once finished, committed or not: a reader then reads again, never too early. */
  const counted = <T>(work: Promise<T>) => work.finally(() => { writes += 1; });

  const query = (run: PGlite['query']): PGlite['query'] => <T>(text: string, params?: unknown[], options?: QueryOptions) => {
    Object.assign(pglite.parsers, asText);
    const result = run<T>(text, params, options && { ...options, parsers: undefined });
    return isRead(text) ? result : counted(result);
  };
  const client = withMembers(pglite, {
    query: query(pglite.query.bind(pglite)),
    exec: (text, options) => counted(pglite.exec(text, options)),
    transaction: (callback) => counted(pglite.transaction((tx) => callback(withMembers(tx, { query: query(tx.query) })))),
  });
  return { client, writes: () => writes };
}
