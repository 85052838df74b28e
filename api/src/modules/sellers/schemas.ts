// Contract of the seller application (/dashboard/user/shops): a customer asks to open a shop
// and staff review the request later. Lengths, ranges and languages are checked by the service
// with the reference's messages (length or range keywords would turn the GraphQL input types
// into custom scalars).
import { Type } from 'typebox';
import { NullableString, successEnvelope } from '../../http/schemas';
import { DeliveryTime, Location } from '../shops/schemas';

/** A text per locale, e.g. `{"en": "Pizza Roma", "fr": "Pizza Roma"}` (a JSON scalar in GraphQL). */
export const LocalizedText = Type.Unsafe<Record<string, string>>(
  Type.Object({}, { title: 'LocalizedText', additionalProperties: Type.String() }),
);

export const DELIVERY_TIME_TYPES = ['minute', 'hour', 'day', 'month'] as const;
export const SHOP_TYPES = ['shop', 'restaurant'] as const;

export const DeliveryTimeType = Type.Unsafe<(typeof DELIVERY_TIME_TYPES)[number]>(
  { type: 'string', enum: [...DELIVERY_TIME_TYPES], title: 'DeliveryTimeType' },
);
export const ShopType = Type.Unsafe<(typeof SHOP_TYPES)[number]>({ type: 'string', enum: [...SHOP_TYPES], title: 'ShopType' });

export const ApplyAsSellerBody = Type.Object({
  title: LocalizedText,
  address: LocalizedText,
  description: Type.Optional(LocalizedText),
  delivery_time_from: Type.Number({ description: '0 or more' }),
  delivery_time_to: Type.Number({ description: 'delivery_time_from or more' }),
  delivery_time_type: DeliveryTimeType,
  type: ShopType,
  phone: Type.Optional(NullableString),
  min_amount: Type.Optional(Type.Number({ description: '0 or more' })),
  tax: Type.Optional(Type.Number({ description: 'percent, 0..100' })),
  price: Type.Optional(Type.Number({ description: 'delivery fee, 0 or more' })),
  price_per_km: Type.Optional(Type.Number({ description: '0 or more' })),
  location: Type.Optional(Location),
  tags: Type.Optional(Type.Array(Type.Integer(), { description: 'tag ids (at most 50)' })),
  categories: Type.Optional(Type.Array(Type.Integer(), { description: 'category ids (at most 50)' })),
}, {
  title: 'ApplyAsSeller',
  description: 'title (2..191 characters), address (at most 255) and description (at most 1000) are keyed by the '
    + 'locale of an active language; title and address need at least one.',
});

export const SellerApplication = Type.Object({
  id: Type.Integer(),
  status: Type.String({ description: 'under review, accepted or rejected' }),
  title: LocalizedText,
  address: LocalizedText,
  description: LocalizedText,
  type: ShopType,
  delivery_time: DeliveryTime,
  phone: NullableString,
  created_at: Type.String(),
  updated_at: Type.String(),
}, { title: 'SellerApplication' });

export const SellerApplicationResponse = successEnvelope('SellerApplicationResponse', SellerApplication);
