// Contract of orders (reference §8.3): the Order resource with its lines, payment, status history
// and refund. Money leaves in the currency the order was placed in (`currency`, `rate`), so an
// order always shows what the customer paid. Statuses: new → accepted → ready → on_a_way →
// delivered, or canceled ('cancelled' is accepted as input).
import { Type } from 'typebox';
import {
  NullableInteger, NullableString, localeQuery, nullable, pageOf, pageQuery, positiveId, successEnvelope,
} from '../../http/schemas';
import { CartStock } from '../cart/schemas';
import { Location, ShopTranslation } from '../shops/schemas';

export const OrderStatusName = Type.String({ description: 'new | accepted | ready | on_a_way | delivered | canceled' });

const lineProperties = {
  id: Type.Integer(),
  order_id: Type.Integer(),
  stock_id: Type.Union([Type.Integer(), Type.Null()], { description: 'null once the stock left the menu' }),
  quantity: Type.Integer(),
  bonus: Type.Boolean(),
  note: NullableString,
  origin_price: Type.Number({ description: '(price + tax) × quantity when ordered' }),
  discount: Type.Number(),
  total_price: Type.Number({ description: 'origin_price − discount' }),
  // The stock as the menu shows it now; null once deleted. (A description here would be copied
  // onto the shared CartStock schema and clash with the cart's.)
  stock: nullable(CartStock),
};

export const OrderAddon = Type.Object(lineProperties, { title: 'OrderAddon' });

export const OrderDetail = Type.Object({
  ...lineProperties,
  addons: Type.Array(OrderAddon),
}, { title: 'OrderDetail' });

export const OrderCurrency = Type.Object({
  id: NullableInteger,
  title: Type.String(),
  symbol: Type.String(),
  position: Type.String({ description: 'before | after' }),
}, { title: 'OrderCurrency' });

export const OrderShop = Type.Object({
  id: Type.Integer(),
  phone: Type.String(),
  location: Location,
  logo_img: Type.String(),
  translation: ShopTranslation,
}, { title: 'OrderShop' });

export const OrderTransaction = Type.Object({
  id: Type.Integer(),
  price: Type.Number(),
  status: Type.String({ description: 'progress (cash, to collect) | paid | canceled | refund' }),
  payment_system: Type.Object({ tag: Type.String({ description: 'cash | wallet' }) }, { title: 'PaymentSystem' }),
  created_at: Type.String(),
}, { title: 'OrderTransaction' });

export const OrderStatusChange = Type.Object({
  status: OrderStatusName,
  created_at: Type.String(),
}, { title: 'OrderStatusChange' });

export const OrderRefund = Type.Object({
  id: Type.Integer(),
  order_id: Type.Integer(),
  status: Type.String({ description: 'pending | approved | rejected' }),
  cause: Type.String(),
  answer: NullableString,
  created_at: Type.String(),
  updated_at: Type.String(),
}, { title: 'OrderRefund' });

export const Order = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer(),
  shop_id: Type.Integer(),
  status: OrderStatusName,
  delivery_type: Type.String({ description: 'delivery | pickup' }),
  payment_type: Type.String({ description: 'cash | wallet' }),
  rate: Type.Number(),
  currency: OrderCurrency,
  origin_price: Type.Number({ description: 'sum of line prices (product tax included), before discounts' }),
  total_discount: Type.Number(),
  coupon_price: Type.Number(),
  tax: Type.Number({ description: 'the branch\'s HST' }),
  delivery_fee: Type.Number(),
  service_fee: Type.Number(),
  tips: Type.Number(),
  total_price: Type.Number(),
  km: Type.Union([Type.Number(), Type.Null()]),
  location: nullable(Location),
  address: Type.Union([Type.Object({ address: Type.String() }, { title: 'OrderAddress' }), Type.Null()]),
  address_id: NullableInteger,
  note: NullableString,
  phone: NullableString,
  delivery_date: Type.String({ description: 'YYYY-MM-DD, the branch\'s local day' }),
  delivery_time: Type.String({ description: 'HH:MM' }),
  asap: Type.Boolean({ description: 'as soon as possible (delivery_date/time: when it was placed)' }),
  order_details_count: Type.Integer(),
  created_at: Type.String(),
  updated_at: Type.String(),
  shop: OrderShop,
  details: Type.Array(OrderDetail, { description: 'parent lines; add-ons are under `addons`' }),
  transaction: nullable(OrderTransaction),
  status_history: Type.Array(OrderStatusChange, { description: 'every status the order went through, oldest first' }),
  refund: nullable(OrderRefund),
}, { title: 'Order' });

// Requests. Statuses, ids and the refund cause are checked by the service with messages naming
// the field (enum, range or length keywords would turn the GraphQL inputs into custom scalars).

export const OrderParams = Type.Object({ id: positiveId('id of one of your orders') });
export const StaffOrderParams = Type.Object({ id: positiveId('id of an order') });
export const RefundParams = Type.Object({ id: positiveId('id of a refund request') });

const statusQuery = {
  status: Type.Optional(Type.String({ description: 'only orders of this status (new | accepted | ready | on_a_way | delivered | canceled)' })),
};

export const OrdersQuery = Type.Object({ ...localeQuery, ...pageQuery, ...statusQuery });
export const RefundsQuery = Type.Object({ ...localeQuery, ...pageQuery });

/** The reference sends the status in the query (`?status=canceled`); a JSON body may carry it too. */
export const CancelOrderQuery = Type.Object({
  ...localeQuery,
  status: Type.Optional(Type.String({ description: 'canceled (or cancelled): the only status a customer may set' })),
});
export const CancelOrderBody = Type.Object({
  status: Type.Optional(Type.String({ description: 'canceled (or cancelled); wins over the query\'s' })),
}, { title: 'CancelOrder' });

export const SetOrderStatusBody = Type.Object({
  status: Type.String({ description: 'the next status: new → accepted → ready → on_a_way (delivery only) → delivered; canceled from new, accepted or ready' }),
}, { title: 'SetOrderStatus' });

export const RequestRefundBody = Type.Object({
  order_id: Type.Integer({ description: 'one of your delivered or canceled orders' }),
  cause: Type.String({ description: 'why, 1..500 characters (trimmed)' }),
}, { title: 'RequestRefund' });

export const SetRefundStatusBody = Type.Object({
  status: Type.String({ description: 'approved | rejected' }),
  answer: Type.Optional(Type.String({ description: 'a note for the customer, up to 500 characters (trimmed; empty: none)' })),
}, { title: 'SetRefundStatus' });

export const OrderResponse = successEnvelope('OrderResponse', Order);
export const OrderPage = pageOf('OrderPage', Order);
export const OrderRefundResponse = successEnvelope('OrderRefundResponse', OrderRefund);
export const OrderRefundPage = pageOf('OrderRefundPage', OrderRefund);
