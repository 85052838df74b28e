import { IMAGE_BASE } from '../../../shared/lib/images';

// Which requests the service worker answers from what it keeps (lib/offline-worker.ts), as plain
// rules on URLs and headers.

/** Paths on this origin that are no page of the app: the gateway, the api, uploaded files. */
const NOT_PAGES = /^\/(graphql|api|storage)(\/|$)/;

/** Whether a navigation to `url` asks for a page of the app (the web server's client routes: a
 * path without an extension names a page, docs/web-server.md), which the worker may keep. */
export function isStorefrontPage(url: URL): boolean {
  return !NOT_PAGES.test(url.pathname) && !/\.[^/]*$/.test(url.pathname);
}

/** The page's word to the worker that the app's router showed a page, to keep it
 * (lib/keep-visited-pages.ts, lib/offline-worker.ts). */
export const KEEP_PAGE = 'KEEP_PAGE';

/** Customers' pictures (their avatars) are theirs: only the catalogue's are kept. */
const AVATARS = `${IMAGE_BASE}avatars/`;

/** Whether `url` is a catalogue picture of this origin (a dish, a category, a branch's logo). */
export function isCataloguePicture(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname.startsWith(IMAGE_BASE) && !url.pathname.startsWith(AVATARS);
}

/**
 * The menu's GraphQL answers a device keeps to read offline: the catalogue's queries, sent as GET
 * by their hash (shared/lib/apollo/trusted-operations.ts), so the worker sees each by its name and
 * variables in the URL. Every one answers the same to every customer, signed in or not: their
 * root fields are the public catalogue answers the gateway's response cache also keeps. Nothing
 * of a customer's own (cart, orders, profile, addresses, favourites, notifications) is kept, nor
 * any POST: mutations and sign-in calls go to the network only.
 */
export const KEPT_OPERATIONS: ReadonlySet<string> = new Set([
  'Settings', 'ActiveLanguages', 'ActiveCurrencies', 'Branches',
  'BranchMenu', 'BranchMenuOutline', 'BranchCategories', 'FilteredProducts', 'MostPopularProducts', 'RecommendedProducts',
  'ProductDetails',
]);

const GRAPHQL_PATH = '/graphql';

/** Whether the worker keeps this request's answer: a GET of a kept query on this origin. */
export function isKeptQuery(request: Request, origin: string): boolean {
  if (request.method !== 'GET') return false;
  const url = new URL(request.url);
  return url.origin === origin && url.pathname === GRAPHQL_PATH && KEPT_OPERATIONS.has(url.searchParams.get('operationName') ?? '');
}

/** Where an answer is kept: its URL (operation, variables, document hash) with the language and
 * currency the request carried as headers (shared/lib/apollo/client.ts), so that a menu read in
 * French or in euros is never answered in English or in dollars. */
export function keptAnswerKey(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.set('x-lang', request.headers.get('x-lang') ?? '');
  url.searchParams.set('x-currency-id', request.headers.get('x-currency-id') ?? '');
  return url.href;
}

/** Whether an answer is worth keeping: a 200 without GraphQL errors (a failed answer never
 * replaces a good one). */
export async function isWholeAnswer(response: Response): Promise<boolean> {
  if (response.status !== 200) return false;
  try {
    const body = (await response.clone().json()) as { errors?: unknown[] };
    return !body.errors?.length;
  } catch {
    return false;
  }
}
