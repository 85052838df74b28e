// Contract of checkout: the cart's calculation, delivery slots, the coupon check and placing an
// order. The bodies declare no price, fee, tax or total: any a client sends is ignored, every
// amount is computed from the database. Ranges and lengths (tips 0..100, note ≤ 191, …) are
// checked by the service with messages naming the field; the lengths are published as service
// bounds (http/schemas.ts). Tips' range is not: Mesh would type them NonNegativeFloat.
import { Type, type TSchema } from 'typebox';
import { bareResource, localeQuery, nullableString, positiveId, serviceBounds, stringEnum, successEnvelope } from '../../http/schemas';
import { COUPON_TYPES, DeliveryType } from '../orders';
import { CartDetail, CartShopTax } from '../cart';
import { Location, PaymentSystem } from '../shops';

export const CouponType = stringEnum(COUPON_TYPES, 'CouponType',
  'How a coupon discounts: fix (an amount off) or percent (a share of the lines after their discounts).');

/** Longest note for the kitchen, contact phone and coupon code of an order. */
export const NOTE_MAX = 191;
export const PHONE_MAX = 30;
export const COUPON_MAX = 100;

/** An optional field that may also be sent as null. */
const Nullable = <T extends TSchema>(schema: T, description: string) => Type.Optional(Type.Union([schema, Type.Null()], { description }));

const destination = {
  address_id: Nullable(Type.Integer(), 'Delivery to one of your saved addresses (its location); another user\'s or an unknown id → 404.'),
  location: Type.Optional(Location),
};

const pricingInput = {
  coupon: Nullable(Type.String(serviceBounds({ maxLength: COUPON_MAX })), 'A coupon code (any case, trimmed; blank: none); invalid or expired → 400 ERROR_250, already used by you → ERROR_251.'),
  tips: Nullable(Type.Number(), 'A fixed tip in the requested currency, 0..100 (else 400 `params.tips`); absent: 0.'),
  currency_id: Type.Optional(Type.Integer({ description: 'Same as the query parameter (Foodyman sends it in the body); wins over it.' })),
};

export const DeliveryPoint = Type.Object({
  latitude: Type.Number({ description: 'Latitude in degrees, -90..90 (a number or a numeric string, as clients send it).' }),
  longitude: Type.Number({ description: 'Longitude in degrees, -180..180 (a number or a numeric string).' }),
}, { title: 'DeliveryPoint', description: 'The point a delivery goes to, as Foodyman names it (`address`).' });

export const CalculateCartBody = Type.Object({
  type: DeliveryType,
  ...destination,
  address: Type.Optional(DeliveryPoint),
  ...pricingInput,
}, {
  title: 'CalculateCart',
  description: 'What to price the cart for. A delivery needs address_id, or location {latitude, longitude}, or Foodyman\'s '
    + '`address` {latitude, longitude} (`location` wins; none → 400 `params.location`; out of range → 400 on '
    + '`address.latitude`/`address.longitude`); the point must be inside the branch\'s delivery zone, else 400 ERROR_433. Any '
    + 'amount sent is ignored.',
});

export const CartWallet = Type.Object({
  price: Type.Number({ description: 'Your wallet\'s balance, in the requested currency (0 without a wallet).' }),
  enough: Type.Boolean({ description: 'Whether the balance covers total_price: paying this order by wallet would not be refused '
    + 'with ERROR_109 (placeOrder still checks it when the order is placed).' }),
}, {
  title: 'CartWallet',
  description: 'What the wallet can pay, so the payment choice can say it before the order is placed.',
});

export const CartCalculation = Type.Object({
  shop_id: Type.Integer({ description: 'The cart\'s branch.' }),
  delivery_type: DeliveryType,
  currency_id: Type.Integer({ description: 'The currency of the amounts: the requested one.' }),
  rate: Type.Number({ description: 'That currency\'s rate.' }),
  price: Type.Number({ description: 'Subtotal: line prices including product tax, add-ons included, before discounts.' }),
  addons_price: Type.Number({ description: 'The add-on lines\' share of price.' }),
  total_discount: Type.Number({ description: 'Sum of line discounts.' }),
  coupon: nullableString('The coupon code applied, as stored; null without one.'),
  coupon_price: Type.Number({ description: 'What the coupon takes off (fix: its amount; percent: that share of price − total_discount), at most price − total_discount.' }),
  shop_tax: CartShopTax,
  delivery_fee: Type.Number({ description: 'Delivery: the branch\'s price + price_per_km × km, rounded; pickup: 0.' }),
  km: Type.Union([Type.Number(), Type.Null()], { description: 'Distance from the branch to the point as the crow flies, km to 2 decimals; null for pickup.' }),
  service_fee: Type.Number({ description: 'The `service_fee` setting, converted.' }),
  tips: Type.Number({ description: 'The tip sent.' }),
  total_price: Type.Number({ description: 'What the order would cost: max(price − total_discount − coupon_price, 0) + shop_tax.price + delivery_fee + service_fee + tips.' }),
  min_amount: Type.Number({ description: 'The branch\'s minimum of price − total_discount for placing the order.' }),
  total_tax: Type.Number({ description: 'Every tax in total_price: the product tax the line prices include + shop_tax.price (Foodyman\'s total_tax).' }),
  total_shop_tax: Type.Number({ description: 'The branch\'s tax, as shop_tax.price (Foodyman\'s total_shop_tax).' }),
  wallet: CartWallet,
  products: Type.Array(CartDetail, { description: 'The priced lines: every member\'s parent lines with their add-ons, as the Cart shows them.' }),
}, {
  title: 'CartCalculation',
  description: 'The price of the cart (every member\'s lines) as the placed order will show it, in the requested currency; each '
    + 'figure is converted from the base currency on its own, so a sum may differ from its parts by a cent.',
});

export const CartCalculationResponse = successEnvelope('CartCalculationResponse', CartCalculation, 'The cart\'s price.');

export const CalculateCartParams = Type.Object({ id: Type.Integer({ description: 'Id of your cart (another user\'s or an unknown one → 404).' }) });

export const DeliverySlotsParams = Type.Object({ id: positiveId('Id of the branch (unknown → 404).') });
export const DeliverySlotsQuery = Type.Object({
  ...localeQuery,
  date: Type.String({ description: 'The day, YYYY-MM-DD, from today to 7 days ahead of the branch\'s calendar (its time zone; else 400 `params.date`).' }),
});

export const DeliverySlot = Type.Object({
  time: Type.String({ description: 'Start of the half hour, HH:MM in the branch\'s local time: what placeOrder takes as `delivery_time` '
    + '(with the same `delivery_date`, also for a time after midnight of hours running into the next day).' }),
  left: Type.Integer({ description: 'Orders this slot still takes (0: fully booked).' }),
}, { title: 'DeliverySlot', description: 'A half hour for which an order may be scheduled.' });

export const DeliverySlotsResponse = successEnvelope('DeliverySlotsResponse',
  Type.Array(DeliverySlot, { description: 'The bookable half hours, earliest first; empty on a closed day.' }), 'The branch\'s slots of one day.');

export const CheckCouponBody = Type.Object({
  coupon: Type.String({ description: 'The code, any case; blank → 400 `params.coupon`.', ...serviceBounds({ maxLength: COUPON_MAX }) }),
  shop_id: Type.Integer({ description: 'The branch to use it at; an existing shop (else 400 `params.shop_id`).' }),
}, { title: 'CheckCoupon', description: 'A coupon code to check for a branch.' });

export const Coupon = Type.Object({
  id: Type.Integer({ description: 'Id of the coupon.' }),
  name: Type.String({ description: 'The code, as stored.' }),
  type: CouponType,
  price: Type.Number({ description: 'fix: the amount off, in the requested currency; percent: the percent.' }),
  expired_at: nullableString('When it stops being valid, `Y-m-d H:i:sZ` (UTC); null: never.'),
}, { title: 'Coupon', description: 'A coupon that can be used at the branch (once per customer).' });

export const CouponResponse = successEnvelope('CouponResponse', Coupon, 'The coupon is valid.');

/** Longest part (office, house, floor, entrance, comment) of an order's address. */
export const ADDRESS_PART_MAX = 100;

const addressPart = (what: string) => Nullable(Type.String(), `${what}, at most ${ADDRESS_PART_MAX} characters once trimmed; blank: none.`);

export const PlaceOrderAddress = Type.Object({
  address: Type.String({ description: 'The address as text, at most 255 characters once trimmed (else 400 `params.address.address`); blank: none.' }),
  office: addressPart('Office or company'),
  house: addressPart('House or building'),
  floor: addressPart('Floor'),
  entrance: addressPart('Entrance'),
  comment: addressPart('A word for the courier'),
}, {
  title: 'PlaceOrderAddress',
  description: 'The delivery address as Foodyman clients send it with an order: its text and optional parts (a part that is '
    + 'not text → 400 on `address.<part>`). The order answers it as `address`. `address` may also be sent as the text alone.',
});

export const PlaceOrderBody = Type.Object({
  cart_id: Type.Integer({ description: 'Your cart (every member\'s lines are ordered); another user\'s or an unknown one → 404.' }),
  shop_id: Nullable(Type.Integer(), 'When given, must be the cart\'s branch (else 400 ERROR_440 "Other shop").'),
  delivery_type: DeliveryType,
  payment_type: Type.Optional(Type.String({
    description: 'cash (paid on delivery) or wallet (debited now): one of the `payment_methods` setting. Absent (as Foodyman clients '
      + 'place an order): cash to collect, until `POST /payments/order/{id}/transactions` chooses the payment.',
  })),
  ...destination,
  address: Type.Optional(Type.Union([Type.String(), PlaceOrderAddress, Type.Null()], {
    description: 'The address of a delivery to `location` (with `address_id` the saved text is used): its text, at most 255 '
      + 'characters (blank: none), or the object Foodyman clients send, PlaceOrderAddress {address, office?, house?, floor?, '
      + 'entrance?, comment?} (a JSON scalar in GraphQL). Another kind of value → 400 `params.address`.',
  })),
  delivery_date: Nullable(Type.String(), 'YYYY-MM-DD of the branch\'s calendar, today to 7 days ahead, with delivery_time; both absent: '
    + 'as soon as possible (only while the branch is open now: `Shop.open_now`).'),
  delivery_time: Nullable(Type.String(), 'HH:MM on a 30-minute slot at least 30 minutes from now, within the day\'s slots (see deliverySlots).'),
  ...pricingInput,
  note: Nullable(Type.String(serviceBounds({ maxLength: NOTE_MAX })), `A note for the kitchen, at most ${NOTE_MAX} characters; blank: none.`),
  phone: Nullable(Type.String(serviceBounds({ maxLength: PHONE_MAX })), `A contact phone for this order, at most ${PHONE_MAX} characters; blank: none.`),
}, {
  title: 'PlaceOrder',
  description: 'An order of a cart: the calculateCart fields (with `delivery_type` for `type`), the payment and the time. Any '
    + 'amount sent is ignored: everything is priced from the database.',
});

export const PlaceOrderHeaders = Type.Object({
  'idempotency-key': Type.Optional(Type.String({
    description: '1..100 printable ASCII characters without spaces: the same user, key and request answer the same order again; '
      + 'the key with another request → 409 ERROR_409.',
  })),
});

export const PaymentListResponse = bareResource('PaymentListResponse',
  Type.Array(PaymentSystem, { description: 'The payment systems the `payment_methods` setting accepts, by id (the list Foodyman clients read while the `payment_type` setting is `admin`).' }),
  'The payment systems, as `{data}` without the envelope\'s other fields (as Foodyman).');

export const PayOrderParams = Type.Object({ id: positiveId('Id of your order (another user\'s or an unknown one → 404).') });

export const PayOrderBody = Type.Object({
  payment_sys_id: Type.Integer({ description: 'Id of a payment system of `GET /rest/payments` (else 400 `params.payment_sys_id`).' }),
}, {
  title: 'PayOrder',
  description: 'How to pay the order (Foodyman\'s transaction request; `payment_trx_id` and `price` are ignored: the order\'s total is charged).',
});
