// Laravel-style pagination `{data, links, meta}`, links relative to the api's own URL.

export interface PageRequest {
  page: number;
  perPage: number;
}

/** Rows to skip. A page far past any list (`page=1e20`) skips at most 2^53 - 1 rows, which the
 * database takes (a bigint) and answers with nothing, rather than a number it cannot read. */
export const pageOffset = ({ page, perPage }: PageRequest): number => Math.min((page - 1) * perPage, Number.MAX_SAFE_INTEGER);

/** The request URL (path + query) a page's links are built from. */
export interface PageUrl {
  path: string;
  query: URLSearchParams;
}

export function pageUrlOf(url: string): PageUrl {
  const parsed = new URL(url, 'http://localhost');
  return { path: parsed.pathname, query: parsed.searchParams };
}

function linkTo(url: PageUrl, page: number): string {
  const query = new URLSearchParams(url.query);
  query.set('page', String(page));
  return `${url.path}?${query.toString()}`;
}

export function paginated<T>(items: T[], total: number, request: PageRequest, url: PageUrl) {
  const lastPage = Math.max(1, Math.ceil(total / request.perPage));
  const from = items.length ? pageOffset(request) + 1 : null;
  return {
    data: items,
    links: {
      first: linkTo(url, 1),
      last: linkTo(url, lastPage),
      prev: request.page > 1 ? linkTo(url, Math.min(request.page - 1, lastPage)) : null,
      next: request.page < lastPage ? linkTo(url, request.page + 1) : null,
    },
    meta: {
      current_page: request.page,
      from,
      last_page: lastPage,
      path: url.path,
      per_page: request.perPage,
      to: from === null ? null : from + items.length - 1,
      total,
    },
  };
}
