// The api's and the gateway's refusals in the customer's language: by their codes only, never by
// the English message. A refusal carries its `statusCode` (the api's ERROR_nnn, or the gateway's
// own code when it answered for the api) and, per field, reasons (codes with their limits); the
// api's sets are declared in schema/openapi.json (ErrorEnvelope), the gateway's in
// gateway/errors.ts, and web/build/api-codes.test.ts fails when one of them has no translation
// here or in a screen's table (orders, wallet, reservations, reviews, referrals).
import type { TFunction } from 'i18next';
import type { ApiError, ApiReason } from '../graphql/api-error';
import { waitText } from './rate-limit';

/** The statusCodes the whole app translates → keys of the `errors` namespace. ERROR_400 and
 * BAD_USER_INPUT are only the last resort: their reasons say more. */
export const STATUS_KEYS: Readonly<Record<string, string>> = {
  ERROR_100: 'unauthorized',
  ERROR_102: 'loginInvalid',
  ERROR_103: 'signInAgain',
  ERROR_107: 'firebaseInvalid',
  ERROR_109: 'insufficientWallet',
  ERROR_201: 'wrongCode',
  ERROR_202: 'codeTooManyTries',
  ERROR_203: 'codeExpired',
  ERROR_204: 'noApplication',
  ERROR_206: 'alreadyApplied',
  ERROR_252: 'sameStatus',
  ERROR_254: 'statusRequired',
  ERROR_400: 'error400',
  ERROR_403: 'staffOnly',
  ERROR_404: 'notFound',
  ERROR_408: 'requestTimeout',
  ERROR_409: 'requestReused',
  ERROR_429: 'tryLater',
  ERROR_431: 'requestTooLarge',
  ERROR_433: 'noDelivery',
  ERROR_440: 'otherBranch',
  ERROR_441: 'invalidGroupOrder',
  ERROR_442: 'kickedFromGroup',
  ERROR_443: 'groupClosed',
  ERROR_451: 'tooManyStreams',
  ERROR_490: 'recipeUnavailable',
  ERROR_491: 'alreadyDecided',
  ERROR_500: 'somethingWrong',
  // The gateway's own: the restaurant's api did not answer, or not as agreed; the request itself
  // was refused; or the page's query is one the gateway's schema no longer has (an old page).
  UPSTREAM_UNAVAILABLE: 'restaurantUnreachable',
  UPSTREAM_TIMEOUT: 'restaurantTimeout',
  UPSTREAM_BAD_RESPONSE: 'restaurantBadAnswer',
  BAD_USER_INPUT: 'requestInvalid',
  TOO_COMPLEX: 'requestTooComplex',
  GRAPHQL_VALIDATION_FAILED: 'pageOutdated',
  INTERNAL_SERVER_ERROR: 'somethingWrong',
};

/** Codes that only say "see the fields": a field's reason says more than they do. */
const SEE_FIELDS = new Set(['ERROR_400', 'BAD_USER_INPUT']);

/** The field reason codes → keys. A key may have variants by the reason's `format` or the field
 * (`taken_email`, `formatInvalid_phone`: i18next's context), and takes the reason's limits as
 * `{{min}}`, `{{max}}` and `{{count}}` (seconds). */
export const REASON_KEYS: Readonly<Record<string, string>> = {
  required: 'required',
  too_short: 'tooShort',
  too_long: 'tooLong',
  length_between: 'lengthBetween',
  too_small: 'tooSmall',
  too_large: 'tooLarge',
  between: 'numberBetween',
  too_few: 'tooFew',
  too_many: 'tooMany',
  format: 'formatInvalid',
  type: 'typeInvalid',
  one_of: 'notAnOption',
  invalid: 'invalidValue',
  duplicate: 'duplicate',
  taken: 'taken',
  before_start: 'beforeStart',
  in_past: 'inPast',
  too_soon: 'tooSoon',
  too_far: 'tooFar',
  outside_hours: 'outsideHours',
  out_of_stock: 'outOfStock',
  other_branch: 'otherBranch',
  out_of_zone: 'notAvailable',
  unchanged: 'sameStatus',
  not_allowed: 'notAllowed',
  passwords_mismatch: 'passwordsDontMatch',
  too_common: 'passwordGuessable',
  wrong_password: 'currentPasswordWrong',
  wrong_code: 'wrongCode',
  too_many_tries: 'codeTooManyTries',
  expired: 'codeExpired',
  not_sent: 'smsNotSent',
  not_configured: 'firebaseOff',
  file_type: 'imageType',
  file_too_large: 'fileTooLarge',
  too_many_pixels: 'tooManyPixels',
  upload_failed: 'imageFailed',
  rate_limited: 'tooManyAttempts',
};

/** A screen's own keys for some codes, used before the app's. */
export interface RefusalKeys {
  status?: Readonly<Record<string, string>>;
  reasons?: Readonly<Record<string, string>>;
}

const INVALID: ApiReason = { code: 'invalid' };
/** A field name that can be a key's variant (not a path such as `products.0.quantity`). */
const PLAIN_FIELD = /^[a-z_]+$/;

/** The key for a refusal with `reason` on one of its fields: the screen's, then the app's; the
 * refusal's own statusCode before its reason, unless it only says "see the fields". */
function keyOf(statusCode: string | undefined, reason: ApiReason | undefined, keys: RefusalKeys): string | undefined {
  const own = statusCode && !SEE_FIELDS.has(statusCode) ? statusCode : undefined;
  return (statusCode && keys.status?.[statusCode])
    ?? (reason && keys.reasons?.[reason.code])
    ?? (own && STATUS_KEYS[own])
    ?? (reason && (REASON_KEYS[reason.code] ?? REASON_KEYS.invalid));
}

function text(t: TFunction, key: string, reason: ApiReason | undefined, field: string | undefined): string {
  const context = reason?.format ?? (field && PLAIN_FIELD.test(field) ? field : undefined);
  return t(key, { ns: 'errors', min: reason?.min, max: reason?.max, count: reason?.seconds, context });
}

/** The first field the api refused and its first reason. */
function firstRefusal(error: ApiError): { field?: string; reason?: ApiReason } {
  const field = Object.keys(error.params).find((name) => error.params[name].length) ?? Object.keys(error.reasons)[0];
  return field === undefined ? {} : { field, reason: error.reasons[field]?.[0] ?? INVALID };
}

/** The one sentence for a failed call (a toast, a banner): the wait a rate limit asks for, else
 * by the codes as `keyOf` says, else "Something went wrong". */
export function translateApiError(t: TFunction, error: ApiError | null, keys: RefusalKeys = {}): string {
  if (!error) return t('somethingWrong', { ns: 'errors' });
  const wait = waitText(t, error);
  if (wait) return wait;
  const { field, reason } = firstRefusal(error);
  const key = keyOf(error.statusCode, reason, keys) ?? STATUS_KEYS[error.statusCode ?? ''] ?? 'somethingWrong';
  return text(t, key, reason, field);
}

/** Each refused field's first message, translated from its codes (a field without a reason, such
 * as the gateway's own, reads "not valid"). */
export function translateFieldErrors(t: TFunction, error: ApiError | null, keys: RefusalKeys = {}): Record<string, string> {
  const out: Record<string, string> = {};
  if (!error) return out;
  for (const [field, messages] of Object.entries(error.params)) {
    const reason = error.reasons[field]?.[0] ?? INVALID;
    if (messages.length) out[field] = text(t, keyOf(error.statusCode, reason, keys) ?? REASON_KEYS.invalid, reason, field);
  }
  return out;
}

/** A refusal of a form: the messages about the form's `fields`, translated, go under them; when
 * none is about them the refusal is a toast. */
export function formRefusal<F extends string>(
  t: TFunction,
  error: ApiError | null,
  fields: readonly F[],
  keys: RefusalKeys = {},
): { fields: Partial<Record<F, string>>; toast: string | null } {
  const all = translateFieldErrors(t, error, keys);
  const shown = Object.fromEntries(fields.filter((field) => all[field]).map((field) => [field, all[field]])) as Partial<Record<F, string>>;
  return { fields: shown, toast: Object.keys(shown).length ? null : translateApiError(t, error, keys) };
}
