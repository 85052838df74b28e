// Rules shared by the applications a customer sends (to become a seller: modules/sellers; to
// deliver: modules/couriers): field messages in Foodyman's words, the phone rule, and the
// refusal of a second application while one is pending.
import { ApiError, badRequest } from '../../http/errors';
import type { ServiceBounds } from '../../http/schemas';
import { isValidPhone, normalisePhone } from '../auth';

export const APPLICATION_MESSAGES = {
  alreadyApplied: 'You have already applied',
} as const;

/** A second application while one is open: 400 ERROR_206, the first one kept. */
export const alreadyApplied = (): ApiError => new ApiError(400, 'ERROR_206', APPLICATION_MESSAGES.alreadyApplied);

/** Laravel's attribute name: `delivery_time_from` → "delivery time from". */
export const attribute = (field: string): string => field.replace(/[_.]/g, ' ');

export interface LengthRules {
  required: boolean;
  min?: number;
  max: number;
}

/** The texts of a seller application (each locale's), of a courier application and of staff's answer to one. */
export const SELLER_TEXTS = {
  title: { required: true, min: 2, max: 191 },
  address: { required: true, max: 255 },
  description: { required: false, max: 1000 },
} as const satisfies Record<string, LengthRules>;
export const COURIER_TEXTS = {
  name: { required: true, min: 2, max: 100 },
  city: { required: true, max: 100 },
  note: { required: false, max: 1000 },
  answer: { required: false, max: 500 },
} as const satisfies Record<string, LengthRules>;

/** `rules` as the bounds the contract publishes (http/schemas.ts). */
export const lengthBounds = ({ min, max }: LengthRules): ServiceBounds => (min === undefined ? { maxLength: max } : { minLength: min, maxLength: max });

/** A text trimmed and checked against `rules` (blank: null, refused when required). Messages:
 * "The title field is required.", "The title must be between 2 and 191 characters.", "The
 * address may not be greater than 255 characters.". */
export function checkedText(field: string, value: string | null | undefined, rules: LengthRules): string | null {
  const text = value?.trim() ?? '';
  if (!text) {
    if (rules.required) throw badRequest(field, `The ${attribute(field)} field is required.`, { code: 'required' });
    return null;
  }
  const length = [...text].length;
  const between = () => badRequest(field, `The ${attribute(field)} must be between ${rules.min} and ${rules.max} characters.`,
    { code: 'length_between', min: rules.min!, max: rules.max });
  if (rules.min !== undefined && length < rules.min) throw between();
  if (length > rules.max) {
    throw rules.min !== undefined ? between()
      : badRequest(field, `The ${attribute(field)} may not be greater than ${rules.max} characters.`, { code: 'too_long', max: rules.max });
  }
  return text;
}

/** A phone as digits only, 7..15 of them, as the profile's ("The phone must be a number.");
 * blank: null, refused when required. */
export function checkedPhone(value: string | null | undefined, required: boolean): string | null {
  const text = value?.trim();
  if (!text) {
    if (required) throw badRequest('phone', 'The phone field is required.', { code: 'required' });
    return null;
  }
  const digits = normalisePhone(text);
  if (!isValidPhone(digits)) throw badRequest('phone', 'The phone must be a number.', { code: 'format', format: 'phone' });
  return digits;
}
