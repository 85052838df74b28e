import type { FieldPolicy } from '@apollo/client/cache';

/** The Laravel page shape the api returns: `{ data: [...], meta: {...}, links }`. */
interface PageLike {
  data?: ReadonlyArray<unknown> | null;
  meta?: { per_page?: number | null; current_page?: number | null } | null;
  [key: string]: unknown;
}

/**
 * A field policy that keeps one list per `keyArgs` and places each fetched page at its own
 * offset (page arg × page size), so fetching page 2 twice or out of order never duplicates rows.
 * Page 1 (a refetch or a new first page) starts the list again. `meta` is the latest page's.
 */
export function pageMergePolicy(keyArgs: string[], pageSizeArg: string): FieldPolicy<PageLike, PageLike> {
  return {
    keyArgs,
    merge(existing, incoming, { args }) {
      const page = Number(args?.page ?? incoming.meta?.current_page ?? 1);
      const incomingData = incoming.data ?? [];
      const size = Number(incoming.meta?.per_page ?? args?.[pageSizeArg] ?? incomingData.length);
      if (page <= 1 || !existing?.data) {
        return page <= 1 ? incoming : { ...incoming, data: incomingData };
      }
      const data = existing.data.slice(0);
      const offset = (page - 1) * size;
      incomingData.forEach((item, i) => {
        data[offset + i] = item;
      });
      return { ...incoming, data: data.filter((item) => item !== undefined) };
    },
  };
}
