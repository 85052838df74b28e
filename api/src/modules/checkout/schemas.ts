// Contract of checkout: the cart's calculation, delivery slots, the coupon check and placing an
// order. The bodies declare no price, fee, tax or total: any a client sends is ignored, every
// amount is computed from the database. Ranges and lengths (tips 0..100, note ≤ 191, …) are
// checked by the service with messages naming the field (range or length keywords would turn
// the GraphQL input types into custom scalars).
import { Type, type TSchema } from 'typebox';
import { DELIVERY_TYPES } from '../../db/schema';
import { localeQuery, NullableString, positiveId, successEnvelope } from '../../http/schemas';
import { CartShopTax } from '../cart/schemas';
import { Location } from '../shops/schemas';

export const DeliveryType = Type.Unsafe<(typeof DELIVERY_TYPES)[number]>(
  { type: 'string', enum: [...DELIVERY_TYPES], title: 'DeliveryType' },
);

/** An optional field that may also be sent as null. */
const Nullable = <T extends TSchema>(schema: T) => Type.Optional(Type.Union([schema, Type.Null()]));

const destination = {
  address_id: Nullable(Type.Integer({ description: 'one of your saved addresses (delivery); another user\'s or an unknown id → 404' })),
  location: Type.Optional(Location),
};

const pricingInput = {
  coupon: Nullable(Type.String({ description: 'a coupon code (any case); invalid or expired → ERROR_250, already used by you → ERROR_251' })),
  tips: Nullable(Type.Number({ description: 'a fixed tip in the requested currency, 0..100' })),
  currency_id: Type.Optional(Type.Integer({ description: 'same as the query parameter' })),
};

export const CalculateCartBody = Type.Object({
  type: DeliveryType,
  ...destination,
  ...pricingInput,
}, {
  title: 'CalculateCart',
  description: 'delivery: address_id, or location {latitude, longitude} (inside the branch\'s delivery zone, else ERROR_433)',
});

export const CartCalculation = Type.Object({
  shop_id: Type.Integer(),
  delivery_type: DeliveryType,
  currency_id: Type.Integer(),
  rate: Type.Number(),
  price: Type.Number({ description: 'subtotal: line prices incl. product tax, add-ons included, before discounts' }),
  addons_price: Type.Number({ description: 'the add-on lines\' share of price' }),
  total_discount: Type.Number({ description: 'line discounts' }),
  coupon: NullableString,
  coupon_price: Type.Number({ description: 'what the coupon takes off (price − total_discount at most)' }),
  shop_tax: CartShopTax,
  delivery_fee: Type.Number({ description: 'delivery: shop price + price_per_km × km; pickup: 0' }),
  km: Type.Union([Type.Number(), Type.Null()], { description: 'distance from the branch (delivery); null for pickup' }),
  service_fee: Type.Number(),
  tips: Type.Number(),
  total_price: Type.Number({ description: 'max(price − total_discount − coupon_price, 0) + shop_tax.price + delivery_fee + service_fee + tips' }),
  min_amount: Type.Number({ description: 'the branch\'s minimum of price − total_discount for placing the order' }),
}, { title: 'CartCalculation' });

export const CartCalculationResponse = successEnvelope('CartCalculationResponse', CartCalculation);

export const CalculateCartParams = Type.Object({ id: Type.Integer({ description: 'your cart id' }) });

export const DeliverySlotsParams = Type.Object({ id: positiveId('id of the branch') });
export const DeliverySlotsQuery = Type.Object({
  ...localeQuery,
  date: Type.String({ description: 'YYYY-MM-DD, today to 7 days ahead (the branch\'s local day)' }),
});

export const DeliverySlot = Type.Object({
  time: Type.String({ description: 'HH:MM' }),
  left: Type.Integer({ description: 'orders this slot still takes (0: fully booked)' }),
}, { title: 'DeliverySlot' });

export const DeliverySlotsResponse = successEnvelope('DeliverySlotsResponse', Type.Array(DeliverySlot));

export const CheckCouponBody = Type.Object({
  coupon: Type.String({ description: 'the code' }),
  shop_id: Type.Integer({ description: 'the branch' }),
}, { title: 'CheckCoupon' });

export const Coupon = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  type: Type.String({ description: 'fix | percent' }),
  price: Type.Number({ description: 'fix: the amount in the requested currency; percent: the percent' }),
  expired_at: NullableString,
}, { title: 'Coupon' });

export const CouponResponse = successEnvelope('CouponResponse', Coupon);

export const PlaceOrderBody = Type.Object({
  cart_id: Type.Integer({ description: 'your cart (every member\'s lines are ordered)' }),
  shop_id: Nullable(Type.Integer({ description: 'if given, the cart\'s branch' })),
  delivery_type: DeliveryType,
  payment_type: Type.String({ description: 'one of the `payment_type` setting: cash | wallet' }),
  ...destination,
  address: Nullable(Type.String({ description: 'the address text with `location` (at most 255 characters)' })),
  delivery_date: Nullable(Type.String({ description: 'YYYY-MM-DD; with delivery_time; absent: as soon as possible' })),
  delivery_time: Nullable(Type.String({ description: 'HH:MM on a 30-minute slot (see deliverySlots)' })),
  ...pricingInput,
  note: Nullable(Type.String({ description: 'at most 191 characters' })),
  phone: Nullable(Type.String({ description: 'a contact phone for this order (at most 30 characters)' })),
}, { title: 'PlaceOrder' });

export const PlaceOrderHeaders = Type.Object({
  'idempotency-key': Type.Optional(Type.String({
    description: '1..100 printable characters: the same key and body answer the same order again; another body → 409 ERROR_409',
  })),
});
