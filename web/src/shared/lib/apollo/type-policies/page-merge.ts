import type { FieldPolicy } from '@apollo/client/cache';

/** The gateway's page shape: `{ items: [...], pageInfo: {...} }`. */
interface PageLike {
  items?: ReadonlyArray<unknown> | null;
  pageInfo?: { per_page?: number | null; current_page?: number | null } | null;
  [key: string]: unknown;
}

/**
 * A field policy that keeps one list per `keyArgs` and places each fetched page at its own
 * offset (page arg × page size), so fetching page 2 twice or out of order never duplicates rows.
 * Page 1 (a refetch or a new first page) starts the list again. `pageInfo` is the latest page's.
 */
export function pageMergePolicy(keyArgs: string[], pageSizeArg: string): FieldPolicy<PageLike, PageLike> {
  return {
    keyArgs,
    merge(existing, incoming, { args }) {
      const page = Number(args?.page ?? incoming.pageInfo?.current_page ?? 1);
      const incomingItems = incoming.items ?? [];
      const size = Number(incoming.pageInfo?.per_page ?? args?.[pageSizeArg] ?? incomingItems.length);
      if (page <= 1 || !existing?.items) {
        return page <= 1 ? incoming : { ...incoming, items: incomingItems };
      }
      const items = existing.items.slice(0);
      const offset = (page - 1) * size;
      incomingItems.forEach((item, i) => {
        items[offset + i] = item;
      });
      return { ...incoming, items: items.filter((item) => item !== undefined) };
    },
  };
}
