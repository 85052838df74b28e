// Laravel's list forms in a query string, as Foodyman clients send them: `ids[]=a&ids[]=b` and
// `ids[0]=a&ids[1]=b` (axios' bracket encoding). Fastify's query parser keeps such keys as they
// are (a repeated `ids=a&ids=b` it already makes a list), so they are read back here.
import type { preValidationAsyncHookHandler } from 'fastify';

const LIST_ENTRY = /^(.+)\[(\d*)\]$/;

export type Query = Record<string, unknown>;

/** The query's value of `field`, its list forms folded into one list in index order. */
export function queryValue(query: Query, field: string): unknown {
  const entries = Object.entries(query).flatMap(([key, value]) => {
    const [, name, index] = LIST_ENTRY.exec(key) ?? [key, key, undefined];
    return name === field ? [{ value, listed: index !== undefined, order: Number(index || 0) }] : [];
  });
  const values = entries.sort((a, b) => a.order - b.order).flatMap((entry) => entry.value);
  return entries.some((entry) => entry.listed) || values.length > 1 ? values : values[0];
}

/** A hook giving each of `fields` its list forms as one value (`take[0]=1&take[1]=2` → `take: ['1', '2']`)
 * before validation, so the route's schema sees one field. */
export function foldQueryLists(...fields: string[]): preValidationAsyncHookHandler {
  return async (request) => {
    const query = request.query as Query;
    for (const field of fields) {
      const listedKeys = Object.keys(query).filter((key) => LIST_ENTRY.exec(key)?.[1] === field);
      if (!listedKeys.length) continue;
      const value = queryValue(query, field);
      for (const key of listedKeys) delete query[key];
      query[field] = value;
    }
  };
}
