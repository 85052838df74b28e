// Contract of the seller application (/dashboard/user/shops): a customer asks to open a shop
// and staff review the request later. Lengths, ranges and languages are checked by the service
// with Foodyman's messages; the texts' lengths are published as service bounds (http/schemas.ts).
import { Type, type TString } from 'typebox';
import { nullableString, rowDates, serviceBounds, successEnvelope } from '../../http/schemas';
import { lengthBounds, SELLER_TEXTS } from '../applications';
import { DeliveryTime, DeliveryTimeType, Location, ShopType } from '../shops';

/** Texts per locale of an active language, each of schema `text` (a JSON scalar in GraphQL). */
const textsPerLocale = (text: TString, options: { title?: string } = {}) => Type.Unsafe<Record<string, string>>(
  Type.Object({}, {
    ...options,
    additionalProperties: text,
    description: 'A text per locale of an active language, e.g. `{"en": "Pizza Roma", "fr": "Pizza Roma"}` (a JSON scalar in GraphQL).',
  }),
);

/** A text per locale, e.g. `{"en": "Pizza Roma", "fr": "Pizza Roma"}`. */
export const LocalizedText = textsPerLocale(Type.String(), { title: 'LocalizedText' });

/** A field of the application as sent (titled `SellerTitleTexts`, …): its text per locale, each
 * bounded as the service checks it. */
const localizedInput = (field: keyof typeof SELLER_TEXTS) => textsPerLocale(
  Type.String(serviceBounds(lengthBounds(SELLER_TEXTS[field]))),
  { title: `Seller${field.charAt(0).toUpperCase()}${field.slice(1)}Texts` },
);

const AMOUNT = 'a number, 0 or more, as sent (not converted); absent: 0.';

export const ApplyAsSellerBody = Type.Object({
  title: localizedInput('title'),
  address: localizedInput('address'),
  description: Type.Optional(localizedInput('description')),
  delivery_time_from: Type.Number({ description: 'Shortest delivery time, 0 or more, in `delivery_time_type` units.' }),
  delivery_time_to: Type.Number({ description: 'Longest delivery time, `delivery_time_from` or more.' }),
  delivery_time_type: DeliveryTimeType,
  type: ShopType,
  phone: Type.Optional(nullableString('Contact phone, 7..15 digits once other characters are dropped; blank or null: none.')),
  min_amount: Type.Optional(Type.Number({ description: `Smallest order the shop would take: ${AMOUNT}` })),
  tax: Type.Optional(Type.Number({ description: 'Tax percentage, 0..100; absent: 0.' })),
  price: Type.Optional(Type.Number({ description: `Base delivery fee: ${AMOUNT}` })),
  price_per_km: Type.Optional(Type.Number({ description: `Delivery fee per km: ${AMOUNT}` })),
  location: Type.Optional(Location),
  tags: Type.Optional(Type.Array(Type.Integer(), { description: 'Tag ids, at most 50 (duplicates dropped).' })),
  categories: Type.Optional(Type.Array(Type.Integer(), { description: 'Category ids, at most 50 (duplicates dropped).' })),
}, {
  title: 'ApplyAsSeller',
  description: 'A request to open a shop. title (2..191 characters), address (at most 255) and description (at most 1000) are '
    + 'keyed by the locale of an active language, blank texts dropped; title and address need at least one. location: latitude '
    + '-90..90, longitude -180..180.',
});

export const SellerApplication = Type.Object({
  id: Type.Integer({ description: 'Id of the application.' }),
  status: Type.String({ description: 'under review (until staff decide), accepted or rejected.' }),
  title: LocalizedText,
  address: LocalizedText,
  description: LocalizedText,
  type: ShopType,
  delivery_time: DeliveryTime,
  phone: nullableString('Contact phone, digits only, or null.'),
  ...rowDates('When it was filed'),
}, {
  title: 'SellerApplication',
  description: 'The signed-in user\'s request to open a shop, as filed: title, address and description per locale (`{}` when '
    + 'none).',
});

export const SellerApplicationResponse = successEnvelope('SellerApplicationResponse', SellerApplication, 'The user\'s seller application.');
