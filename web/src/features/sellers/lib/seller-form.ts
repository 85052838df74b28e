import type { ApplyAsSellerInput, DeliveryTimeType, ShopType } from '../../../graphql/sellers.generated';
import { LIMITS } from '../../../graphql/limits.generated';
import { asciiDigits, isPhoneNumber, phoneDigits } from '../../../shared/lib/forms/phone';

export const SHOP_TYPES: ReadonlyArray<ShopType> = ['shop', 'restaurant'];
export const DELIVERY_TIME_UNITS: ReadonlyArray<DeliveryTimeType> = ['minute', 'hour', 'day', 'month'];

/** The api's limits of each text, from its contract. */
export const SELLER_LIMITS = LIMITS.applyAsSeller;

export interface SellerFormValues {
  title: string;
  address: string;
  description: string;
  type: ShopType | '';
  delivery_time_from: string;
  delivery_time_to: string;
  delivery_time_type: DeliveryTimeType;
  phone: string;
}

export type SellerField = keyof SellerFormValues;

export const SELLER_FIELDS: ReadonlyArray<SellerField> = [
  'title',
  'address',
  'description',
  'type',
  'delivery_time_from',
  'delivery_time_to',
  'delivery_time_type',
  'phone',
];

export const emptySellerForm: SellerFormValues = {
  title: '',
  address: '',
  description: '',
  type: '',
  delivery_time_from: '',
  delivery_time_to: '',
  delivery_time_type: 'minute',
  phone: '',
};

/** Arabic-Indic and Persian digits → ASCII, a decimal comma → a point. */
function parseAmount(value: string): number | null {
  const text = asciiDigits(value.trim()).replace(',', '.');
  if (!text) return null;
  const number = Number(text);
  return Number.isFinite(number) ? number : NaN;
}

/**
 * The api's rules, checked before the call; values are keys of the `errors` namespace. Title
 * and address are required, they and the description within SELLER_LIMITS, a type, delivery times of 0 or more with "to" not below "from",
 * and an optional phone of 7 to 15 digits.
 */
export function validateSellerForm(values: SellerFormValues): Partial<Record<SellerField, string>> {
  const errors: Partial<Record<SellerField, string>> = {};
  const title = values.title.trim();
  if (!title) errors.title = 'required';
  else if (title.length < SELLER_LIMITS.title.minLength || title.length > SELLER_LIMITS.title.maxLength) errors.title = 'titleLength';
  const address = values.address.trim();
  if (!address) errors.address = 'required';
  else if (address.length > SELLER_LIMITS.address.maxLength) errors.address = 'addressMax';
  if (values.description.trim().length > SELLER_LIMITS.description.maxLength) errors.description = 'descriptionMax';
  if (!values.type) errors.type = 'required';
  const from = parseAmount(values.delivery_time_from);
  const to = parseAmount(values.delivery_time_to);
  if (from === null) errors.delivery_time_from = 'required';
  else if (Number.isNaN(from) || from < 0) errors.delivery_time_from = 'atLeastZero';
  if (to === null) errors.delivery_time_to = 'required';
  else if (Number.isNaN(to) || to < 0) errors.delivery_time_to = 'atLeastZero';
  else if (from !== null && !Number.isNaN(from) && from >= 0 && to < from) errors.delivery_time_to = 'deliveryTimeOrder';
  if (values.phone.trim() && !isPhoneNumber(values.phone)) errors.phone = 'phoneInvalid';
  return errors;
}

/** The request: texts keyed by the current language (`{"en": "…"}`), blank optional fields left out. */
export function toSellerInput(values: SellerFormValues, locale: string): ApplyAsSellerInput {
  const description = values.description.trim();
  const phone = phoneDigits(values.phone);
  return {
    title: { [locale]: values.title.trim() },
    address: { [locale]: values.address.trim() },
    ...(description ? { description: { [locale]: description } } : {}),
    type: values.type as ShopType,
    delivery_time_from: parseAmount(values.delivery_time_from) ?? 0,
    delivery_time_to: parseAmount(values.delivery_time_to) ?? 0,
    delivery_time_type: values.delivery_time_type,
    ...(phone ? { phone } : {}),
  };
}

/** The api's field (`title`, `title.en`, `location.latitude` …) → the form's field, if it has one. */
export function formFieldOf(param: string): SellerField | null {
  const field = param.split('.')[0] as SellerField;
  return SELLER_FIELDS.includes(field) ? field : null;
}

/** A text of a `{locale: text}` object: the language's, else English, else the first one. */
export function localizedText(texts: Record<string, unknown> | null | undefined, locale: string): string {
  const pick = (key: string) => (typeof texts?.[key] === 'string' ? (texts[key] as string) : '');
  return pick(locale) || pick('en') || Object.values(texts ?? {}).find((v): v is string => typeof v === 'string' && v !== '') || '';
}
