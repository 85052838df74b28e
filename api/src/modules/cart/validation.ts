// What a cart request may name (ids, member uuids, list sizes) and the cart's own errors: each
// a code the web app translates, an English message, the field it is about and its reason.
import { badRequest, fieldRefusal } from '../../http/errors';
import { isUuid, MAX_INTEGER } from '../../http/schemas';

export const CART_MESSAGES = {
  otherShop: 'Other shop',
  outOfStock: 'Out of stock',
  invalidGroup: 'You cannot join. Invalid group order',
  kicked: 'You have been kicked from group order',
  groupClosed: 'The group order is closed',
} as const;

/** The cart, or a stock, is of another branch than the request's. */
export const otherShop = () => fieldRefusal('ERROR_440', 'shop_id', CART_MESSAGES.otherShop, { code: 'other_branch' });
/** Joining a cart that is not an open group order (or no cart at all). */
export const invalidGroup = () => fieldRefusal('ERROR_441', 'cart_id', CART_MESSAGES.invalidGroup, { code: 'invalid' });
/** The owner removed this member. */
export const kicked = () => fieldRefusal('ERROR_442', 'user_cart_uuid', CART_MESSAGES.kicked, { code: 'not_allowed' });
/** A guest's change of a cart whose owner closed the group order. */
export const groupClosed = () => fieldRefusal('ERROR_443', 'cart_id', CART_MESSAGES.groupClosed, { code: 'closed' });

/** Entries of one insert-product call, and ids of one delete. */
export const MAX_ITEMS = 100;
/** Longest name of a group order's guest. */
export const MAX_NAME = 100;

export const isId = (value: number): boolean => Number.isInteger(value) && value >= 1 && value <= MAX_INTEGER;
export const invalid = (field: string) => badRequest(field, `The selected ${field} is invalid.`, { code: 'invalid' });

/** A database id named `field` (a path or body id). */
export function checkId(field: string, value: number): number {
  if (!isId(value)) throw invalid(field);
  return value;
}

/** A member's uuid in its canonical lower-case form. */
export function checkUuid(field: string, value: string): string {
  if (!isUuid(value)) throw invalid(field);
  return value.toLowerCase();
}

/** `ids` of a delete: 1..100 entries, each checked by `check` (named `ids.N`). */
function checkList<T>(ids: T[], check: (field: string, value: T) => T): T[] {
  if (!ids.length) throw badRequest('ids', 'The ids field is required.', { code: 'required' });
  if (ids.length > MAX_ITEMS) throw badRequest('ids', `The ids may not have more than ${MAX_ITEMS} items.`, { code: 'too_many', max: MAX_ITEMS });
  return ids.map((value, i) => check(`ids.${i}`, value));
}

/** Line or cart ids. */
export const checkIds = (ids: number[]): number[] => checkList(ids, checkId);

/** Member uuids, in request order (`ids.N` of a refusal names the request's entry). */
export const checkUuids = (ids: string[]): string[] => checkList(ids, checkUuid);

/** A guest member's name: what the owner sees beside their lines. */
export function checkName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw badRequest('name', 'The name field is required.', { code: 'required' });
  if (trimmed.length > MAX_NAME) throw badRequest('name', `The name may not be greater than ${MAX_NAME} characters.`, { code: 'too_long', max: MAX_NAME });
  return trimmed;
}
