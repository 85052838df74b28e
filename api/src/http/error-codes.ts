// Every code a refusal can carry, declared once: the `ERROR_nnn` statusCodes of the envelope and
// the closed set of field reason codes (`reasons`, the machine-readable twin of `params`).
// Clients translate these codes, never the English messages; the OpenAPI document publishes both
// sets (the ErrorEnvelope component), so a client's tables can be checked against them.
import { Type, type Static, type TSchema } from 'typebox';

/** Each statusCode the api answers, and what it means. */
export const STATUS_CODES = {
  ERROR_100: 'Not signed in: no valid bearer token (HTTP 401).',
  ERROR_102: 'The login or the password is wrong.',
  ERROR_103: 'Sign in again: the change needs a recent sign-in (HTTP 403).',
  ERROR_107: 'The Firebase token could not be verified.',
  ERROR_109: 'The wallet balance is too low.',
  ERROR_117: 'A reservation needs a phone number in the profile.',
  ERROR_118: 'The branch is closed then (that day, now, or it takes no orders).',
  ERROR_201: 'Wrong verification code.',
  ERROR_202: 'Too many wrong verification codes: request a new one.',
  ERROR_203: 'The verification code has expired: request a new one.',
  ERROR_204: 'No seller application (HTTP 404).',
  ERROR_206: 'An application is already open.',
  ERROR_250: 'The coupon is invalid or has expired.',
  ERROR_251: 'The coupon was already used by this account.',
  ERROR_252: 'The status asked for is the current one.',
  ERROR_254: 'No status given.',
  ERROR_400: 'A value is refused: `params` and `reasons` name the fields and why.',
  ERROR_403: 'Staff only (HTTP 403).',
  ERROR_404: 'Not found (HTTP 404).',
  ERROR_408: 'The request took too long to arrive (HTTP 408).',
  ERROR_409: 'The Idempotency-Key was used for another request (HTTP 409).',
  ERROR_429: 'Too many requests: wait `params.retry_after` seconds (HTTP 429).',
  ERROR_431: 'The request headers are too large (HTTP 431).',
  ERROR_433: 'No delivery to this point: it is outside every delivery zone.',
  ERROR_440: 'The cart, or a stock, belongs to another branch.',
  ERROR_441: 'Not an open group order.',
  ERROR_442: 'The group order\'s owner removed this member.',
  ERROR_443: 'The group order is closed.',
  ERROR_450: 'The account already holds the most unpaid orders it may.',
  ERROR_451: 'The account already holds the most live event streams it may (HTTP 429).',
  ERROR_460: 'The table is booked at that time.',
  ERROR_461: 'The table does not seat that many guests.',
  ERROR_462: 'Not one of the branch\'s reservation times.',
  ERROR_463: 'Too soon to book.',
  ERROR_464: 'Too far ahead to book.',
  ERROR_465: 'A stay that is not offered.',
  ERROR_466: 'The table does not exist or takes no reservations.',
  ERROR_467: 'The reservation can no longer be canceled.',
  ERROR_468: 'The account already holds the most upcoming reservations it may.',
  ERROR_470: 'Fewer points than the least that may be converted.',
  ERROR_471: 'Not enough points.',
  ERROR_472: 'Unknown referral code.',
  ERROR_473: 'One\'s own referral code.',
  ERROR_474: 'This phone or e-mail address was already referred.',
  ERROR_475: 'The payment was declined.',
  ERROR_476: 'The withdrawal can no longer change.',
  ERROR_480: 'No delivered order at this branch left to review.',
  ERROR_481: 'The order is of another branch.',
  ERROR_482: 'The order is not delivered.',
  ERROR_483: 'The order was already reviewed.',
  ERROR_484: 'Too many uploaded pictures not yet in a review.',
  ERROR_490: 'None of the recipe\'s dishes is available at this branch now.',
  ERROR_491: 'The application was already decided.',
  ERROR_500: 'Unexpected failure (HTTP 500).',
} as const;

export type StatusCode = keyof typeof STATUS_CODES;

/** Each field reason code, and what it means; the limits it carries are named in brackets. */
export const FIELD_CODES = {
  required: 'Missing or blank.',
  too_short: 'Shorter than `min` characters.',
  too_long: 'Longer than `max` characters.',
  length_between: 'Not `min` to `max` characters long.',
  too_small: 'A number below `min`.',
  too_large: 'A number above `max`.',
  between: 'A number outside `min`..`max`.',
  too_few: 'Fewer than `min` items.',
  too_many: 'More than `max` items (or open at once).',
  format: 'Not of the expected form (`format`, when given, names it: date, email, uuid, ...).',
  type: 'Not of the expected type (a text for a number, an infinite number, ...).',
  one_of: 'Not one of the allowed values.',
  invalid: 'Names nothing that may be used here (an unknown id, an inactive currency, an invalid token).',
  duplicate: 'Given twice where once is allowed (a list entry, a reused key, a second review, a used coupon).',
  taken: 'Already held by someone else (an e-mail, a phone, a table at that time).',
  before_start: 'The end of a range comes before its start.',
  in_past: 'A day or time already past.',
  too_soon: 'Sooner than `min` minutes from now.',
  too_far: 'More than `max` days ahead.',
  outside_hours: 'Outside the branch\'s hours or times that day.',
  closed: 'Closed: the branch takes no orders now, or the group order takes no changes.',
  closed_now: 'The branch is closed now: choose a time.',
  closed_day: 'The branch is closed on that day.',
  fully_booked: 'The time is fully booked.',
  below_minimum: 'Below the least allowed, `min` (an order\'s amount in the request\'s currency, points).',
  insufficient: 'More than the balance holds (wallet, points).',
  out_of_stock: 'Not enough in stock.',
  unavailable: 'Not for sale here now.',
  other_branch: 'Belongs to another branch.',
  out_of_zone: 'Outside every delivery zone.',
  unchanged: 'Already the current value.',
  not_allowed: 'Not allowed in the current state (a status move, a decided request, a removed member).',
  not_cancelable: 'Can no longer be canceled.',
  not_refundable: 'Only a delivered or canceled order can be refunded.',
  already_requested: 'A refund was already requested for this order.',
  passwords_mismatch: 'The password confirmation differs.',
  too_common: 'The password is too common or too easy to guess.',
  wrong_password: 'The current password is wrong.',
  wrong_code: 'Wrong verification code.',
  too_many_tries: 'Too many wrong codes: request a new one.',
  expired: 'Expired: request a new one.',
  not_sent: 'The SMS could not be sent.',
  not_configured: 'This server does not offer it (Firebase).',
  file_type: 'Not an image of an accepted type (jpeg, png, webp, gif).',
  file_too_large: 'A file larger than `max` kilobytes.',
  too_many_pixels: 'An image of more than `max` megapixels.',
  upload_failed: 'The upload failed.',
  rate_limited: 'Too many requests: wait `seconds`.',
} as const;

export type FieldCode = keyof typeof FIELD_CODES;

/** The limits each code carries (the others carry none). */
interface Limits {
  too_short: { min: number };
  too_long: { max: number };
  length_between: { min: number; max: number };
  too_small: { min: number };
  too_large: { max: number };
  between: { min: number; max: number };
  too_few: { min: number };
  too_many: { max: number };
  format: { format?: string };
  too_soon: { min: number };
  too_far: { max: number };
  below_minimum: { min: number };
  file_too_large: { max: number };
  too_many_pixels: { max: number };
  rate_limited: { seconds: number };
}

/** Why one field message was given: its code with the limits that code carries (so a code without
 * its limit, or a limit on the wrong code, does not compile). */
export type Reason = { [C in FieldCode]: { code: C } & (C extends keyof Limits ? Limits[C] : Record<never, never>) }[FieldCode];

const codeEnum = <T extends string>(codes: Record<T, string>, title: string, description: string) => Type.Unsafe<T>({
  type: 'string',
  enum: Object.keys(codes),
  title,
  description: `${description} ${Object.entries(codes).map(([code, meaning]) => `\`${code}\`: ${meaning as string}`).join(' ')}`,
});

export const ErrorReason = Type.Object({
  code: codeEnum(FIELD_CODES, 'ErrorReasonCode', 'Why the field was refused: a closed set of codes.'),
  min: Type.Optional(Type.Number({ description: 'The least allowed (characters, items, number, minutes), for the codes that name `min`.' })),
  max: Type.Optional(Type.Number({ description: 'The most allowed (characters, items, number, days, kilobytes, megapixels), for the codes that name `max`.' })),
  format: Type.Optional(Type.String({ description: 'The expected form, for `format` (absent when the rule is a pattern of its own).' })),
  seconds: Type.Optional(Type.Integer({ description: 'Seconds to wait, for `rate_limited`.' })),
}, { title: 'ErrorReason', description: 'One field message as a code and its limits, e.g. `{"code": "length_between", "min": 2, "max": 191}`.' });

/** An object keyed by field name, each holding a list (OpenAPI 3.0 has no `patternProperties`). */
const byField = <T extends TSchema>(item: T, description: string) =>
  Type.Unsafe<Record<string, Static<T>[]>>({ type: 'object', additionalProperties: Type.Array(item), description });

/** The error envelope every refusal leaves in. */
export const ErrorEnvelope = Type.Object({
  timestamp: Type.String({ description: 'When the refusal was answered (ISO-8601).' }),
  status: Type.Boolean({ description: 'Always false.' }),
  statusCode: codeEnum(STATUS_CODES, 'ErrorCode', 'The refusal\'s stable code.'),
  message: Type.String({ description: 'An English sentence for people reading logs; clients translate the codes instead.' }),
  params: Type.Optional(byField(Type.String(), 'The refused fields, each with its English messages (Foodyman\'s form), e.g. '
    + '`{"title": ["The title must be between 2 and 191 characters."]}`.')),
  reasons: Type.Optional(byField(ErrorReason, 'The twin of `params`: for each field, one reason per message, in the same order.')),
}, {
  title: 'ErrorEnvelope',
  description: 'Every non-2xx answer. Not declared on the routes (a declared error response would turn GraphQL fields into unions).',
});

