// Ids read from the address (a route's `:id`, `?product=`, `?news=`, a filter's `?category=`) are
// checked here before any query takes them: a malformed one shows the page's not-found state (or
// opens nothing) without a request, on the server as in the browser. The rules are the api's: an
// argument typed `UUID` or `Int` refuses anything else anyway, as an error rather than "not found".

/** The largest id: ids are 32-bit integers in the api, as GraphQL's `Int` is. */
const MAX_ID = 2_147_483_647;

/** A uuid in its canonical text form, any case: what a `UUID` argument takes. */
export const isUuid = (text: string): boolean => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text);

/** A row's id as the address writes it: decimal digits only (no sign, exponent, point or space),
 * 1..2147483647. */
export const isPositiveId = (text: string): boolean => /^\d{1,10}$/.test(text) && Number(text) >= 1 && Number(text) <= MAX_ID;

/** The id `text` names, or null when it names none (absent or malformed). */
export const positiveIdOf = (text: string | null | undefined): number | null => (text != null && isPositiveId(text) ? Number(text) : null);

/** The uuid `text` names, or null when it names none (absent or malformed). */
export const uuidOf = (text: string | null | undefined): string | null => (text != null && isUuid(text) ? text : null);

/** The hash of an e-mail verification link: 64 hexadecimal characters, any case. */
export const isEmailLinkHash = (text: string): boolean => /^[0-9a-f]{64}$/i.test(text);
