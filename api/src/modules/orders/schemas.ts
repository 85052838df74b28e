// Contract of orders: the Order resource with its lines, payment, status history
// and refund. Money leaves in the currency the order was placed in (`currency`, `rate`), so an
// order always shows what the customer paid. Statuses: new → accepted → ready → on_a_way →
// delivered, or canceled ('cancelled' is accepted as input).
import { Type } from 'typebox';
import {
  dateField, localeQuery, nullable, nullableInteger, nullableString, pageOf, pageQuery, positiveId, rowDates, serviceBounds,
  stringEnum, successEnvelope,
} from '../../http/schemas';
import { CartStock } from '../cart';
import { CurrencyPosition } from '../settings';
import { Location, PaymentType, ShopTranslation } from '../shops';
import { DELIVERY_TYPES, ORDER_STATUSES, REFUND_STATUSES, TRANSACTION_STATUSES } from './tables';
import { ANSWER_MAX, CAUSE_MAX } from './refunds';

export const OrderStatus = stringEnum(ORDER_STATUSES, 'OrderStatus',
  'Where an order stands: new, accepted, ready, on_a_way (delivery only), delivered or canceled.');
export const DeliveryType = stringEnum(DELIVERY_TYPES, 'DeliveryType',
  'How the order reaches the customer: delivery (to an address inside the branch\'s zone) or pickup (at the branch).');
export const OrderTransactionStatus = stringEnum(TRANSACTION_STATUSES, 'OrderTransactionStatus',
  'Where an order\'s payment stands: progress (cash still to collect), paid (wallet), canceled (cash of a canceled order) or '
  + 'refund (wallet money given back).');
export const RefundStatus = stringEnum(REFUND_STATUSES, 'RefundStatus',
  'Where a refund request stands: pending (until staff answer), approved or rejected.');

const MONEY = 'in the order\'s currency';

const lineProperties = {
  id: Type.Integer({ description: 'Id of the order line.' }),
  order_id: Type.Integer({ description: 'The order it belongs to.' }),
  stock_id: nullableInteger('The stock ordered; null once the stock left the menu.'),
  quantity: Type.Integer({ description: 'How many units.' }),
  bonus: Type.Boolean({ description: 'A free bonus line; never generated yet (always false).' }),
  note: nullableString('A note for this line; always null yet.'),
  origin_price: Type.Number({ description: `(unit price + unit tax) × quantity when ordered, ${MONEY}.` }),
  discount: Type.Number({ description: `Line discount when ordered, ${MONEY}.` }),
  total_price: Type.Number({ description: 'origin_price − discount.' }),
  // The stock as the menu shows it now; null once deleted. (A description here would be copied
  // onto the shared CartStock schema and clash with the cart's: OrderDetail says it.)
  stock: nullable(CartStock),
};

export const OrderAddon = Type.Object(lineProperties, {
  title: 'OrderAddon',
  description: 'An add-on line of an order, under its parent line. `stock` is the stock as the menu shows it now (requested '
    + 'currency), null once deleted.',
});

export const OrderDetail = Type.Object({
  ...lineProperties,
  addons: Type.Array(OrderAddon, { description: 'Its add-on lines, by id.' }),
}, {
  title: 'OrderDetail',
  description: 'A line of an order with its add-on lines; amounts as ordered, in the order\'s currency. `stock` is the stock '
    + 'as the menu shows it now (requested currency), null once deleted.',
});

export const OrderCurrency = Type.Object({
  id: nullableInteger('Id of the currency; null if it no longer exists.'),
  title: Type.String({ description: 'Its code, e.g. `USD` (USD when it no longer exists).' }),
  symbol: Type.String({ description: 'Its symbol, e.g. `$`.' }),
  position: CurrencyPosition,
}, { title: 'OrderCurrency', description: 'The currency the order was placed in: its amounts are in it.' });

export const OrderShop = Type.Object({
  id: Type.Integer({ description: 'Id of the branch.' }),
  phone: Type.String({ description: 'Its contact phone; may be empty.' }),
  location: Location,
  logo_img: Type.String({ description: 'Logo: a path under `/storage/images/` or a full URL; may be empty.' }),
  translation: ShopTranslation,
}, { title: 'OrderShop', description: 'The branch the order is from, with its texts in the requested language.' });

export const OrderTransaction = Type.Object({
  id: Type.Integer({ description: 'Id of the payment.' }),
  price: Type.Number({ description: `Amount, ${MONEY}.` }),
  status: OrderTransactionStatus,
  payment_system: Type.Object({
    tag: PaymentType,
  }, { title: 'PaymentSystem', description: 'How the order is paid.' }),
  created_at: dateField('When the payment was recorded'),
}, { title: 'OrderTransaction', description: 'The order\'s payment.' });

export const OrderStatusChange = Type.Object({
  status: OrderStatus,
  created_at: dateField('When the order took that status'),
}, { title: 'OrderStatusChange', description: 'A status the order took (by the customer, staff or the kitchen) and when.' });

export const OrderRefund = Type.Object({
  id: Type.Integer({ description: 'Id of the refund request.' }),
  order_id: Type.Integer({ description: 'The order it is about.' }),
  status: RefundStatus,
  cause: Type.String({ description: 'Why the customer asks.' }),
  answer: nullableString('Staff\'s note for the customer; null when none.'),
  ...rowDates('When it was requested'),
}, {
  title: 'OrderRefund',
  description: 'A customer\'s request for a refund of a delivered or canceled order (one per order). Approving gives a wallet '
    + 'payment back to the wallet; otherwise no money moves in the api.',
});

export const OrderReview = Type.Object({
  id: Type.Integer({ description: 'Id of the review.' }),
  rating: Type.Integer({ description: 'Stars, 1..5.' }),
  comment: nullableString('What the customer wrote; null when nothing.'),
  created_at: dateField('When it was posted'),
}, { title: 'OrderReview', description: 'The customer\'s review of the order (addShopReview); it stays here even if staff hid it.' });

export const Order = Type.Object({
  id: Type.Integer({ description: 'Id of the order.' }),
  user_id: Type.Integer({ description: 'The customer who placed it.' }),
  shop_id: Type.Integer({ description: 'The branch it is from.' }),
  status: OrderStatus,
  delivery_type: DeliveryType,
  payment_type: PaymentType,
  rate: Type.Number({ description: 'The rate of the order\'s currency when it was placed: every amount of the order is converted at it.' }),
  currency: OrderCurrency,
  origin_price: Type.Number({ description: `Sum of line prices (product tax included), before discounts, ${MONEY}.` }),
  total_discount: Type.Number({ description: 'Sum of line discounts.' }),
  coupon_price: Type.Number({ description: 'What the coupon took off; 0 without one.' }),
  tax: Type.Number({ description: 'The branch\'s tax (HST) on the lines after their discounts.' }),
  delivery_fee: Type.Number({ description: 'Delivery fee; 0 for pickup.' }),
  service_fee: Type.Number({ description: 'The service fee.' }),
  tips: Type.Number({ description: 'The tip.' }),
  total_price: Type.Number({ description: 'What the customer pays: lines after discounts and coupon + tax + delivery fee + service fee + tips.' }),
  km: Type.Union([Type.Number(), Type.Null()], { description: 'Distance from the branch to the delivery point, km; null for pickup.' }),
  location: nullable(Location),
  // No description on the union: with one, @fastify/swagger would no longer fold `null` into a
  // nullable reference (OrderAddress says it instead).
  address: Type.Union([Type.Object({
    address: Type.String({ description: 'The address as text.' }),
    office: nullableString('Office or company, as sent with the text; null when not sent.'),
    house: nullableString('House or building, as sent; null when not sent.'),
    floor: nullableString('Floor, as sent; null when not sent.'),
    entrance: nullableString('Entrance, as sent; null when not sent.'),
    comment: nullableString('A word for the courier, as sent; null when not sent.'),
  }, {
    title: 'OrderAddress',
    description: 'The delivery address: its text and the parts a client sent with it (a saved address has its text only); an '
      + 'order\'s `address` is null for pickup, or for a delivery to a `location` sent without one.',
  }), Type.Null()]),
  address_id: nullableInteger('The saved address delivered to; null otherwise.'),
  note: nullableString('The customer\'s note; null when none.'),
  phone: nullableString('The contact phone given for this order; null when none.'),
  delivery_date: Type.String({ description: 'YYYY-MM-DD, the branch\'s local day it is for.' }),
  delivery_time: Type.String({ description: 'HH:MM, the branch\'s local time it is for.' }),
  asap: Type.Boolean({ description: 'true: as soon as possible (delivery_date and delivery_time are when it was placed); false: scheduled.' }),
  order_details_count: Type.Integer({ description: 'Number of parent lines.' }),
  ...rowDates('When it was placed'),
  shop: OrderShop,
  details: Type.Array(OrderDetail, { description: 'The parent lines, by id; add-ons are under `addons`.' }),
  transaction: nullable(OrderTransaction),
  status_history: Type.Array(OrderStatusChange, { description: 'Every status the order went through, oldest first.' }),
  refund: nullable(OrderRefund),
  review: nullable(OrderReview),
  can_review: Type.Boolean({ description: 'true: delivered and not yet reviewed, so its customer may review it (addShopReview).' }),
  can_cancel: Type.Boolean({
    description: 'true: still new, so its customer may cancel it (cancelOrder); false once the kitchen accepted it, and once canceled.',
  }),
  can_refund: Type.Boolean({
    description: 'true: delivered or canceled with no refund request yet, so its customer may ask for one (requestRefund).',
  }),
}, {
  title: 'Order',
  description: 'A placed order. Amounts are in the currency it was placed in (`currency`, `rate`), so it shows what was paid. '
    + '`location` is the delivery point and `address` its text (null for pickup), `transaction` the payment and `refund` the '
    + 'refund request (null when none). Statuses: new → accepted → ready → on_a_way (delivery only) → delivered, or canceled.',
});

// Requests. Statuses, ids and the refund cause are checked by the service with messages naming
// the field; the texts' lengths are published as service bounds (http/schemas.ts).

export const OrderParams = Type.Object({ id: positiveId('Id of one of your orders (another user\'s or an unknown one → 404).') });
export const StaffOrderParams = Type.Object({ id: positiveId('Id of an order (unknown → 404).') });
export const RefundParams = Type.Object({ id: positiveId('Id of a refund request (unknown → 404).') });

const statusQuery = {
  status: Type.Optional(Type.String({
    description: 'Only orders of this status: new, accepted, ready, on_a_way, delivered or canceled (cancelled is read as '
      + 'canceled; empty: every status; else 400 `params.status`).',
  })),
};

const statusList = (alias: string) => Type.Optional(Type.Array(Type.String({ description: 'A status, as for `status`.' }), {
  description: `Only orders of these statuses, as Foodyman clients send them (\`${alias}[0]=new&${alias}[1]=accepted\`, also `
    + `\`${alias}[]=…\` or \`${alias}=…\` repeated); blank entries are skipped; an unknown one → 400 \`params.${alias}.N\`. `
    + 'Combined with `status`, an order of any of them is listed.',
}));

/** The kitchen's list: one status at most. */
export const StaffOrdersQuery = Type.Object({ ...localeQuery, ...pageQuery, ...statusQuery });
export const OrdersQuery = Type.Object({
  ...localeQuery, ...pageQuery, ...statusQuery, statuses: statusList('statuses'),
  order_statuses: Type.Optional(Type.Boolean({
    description: 'A flag, as Foodyman clients send it (`order_statuses=true`; also 1/0): true lists the orders by status along '
      + 'the way an order goes (new, accepted, ready, on_a_way, delivered, canceled), newest first within each; false or absent: '
      + 'newest first. Anything else → 400 `params.order_statuses`.',
  })),
});
export const RefundsQuery = Type.Object({ ...localeQuery, ...pageQuery });

/** Foodyman sends the status in the query (`?status=canceled`); a JSON body may carry it too. */
export const CancelOrderQuery = Type.Object({
  ...localeQuery,
  status: Type.Optional(Type.String({ description: 'canceled (or cancelled): the only status a customer may set, as Foodyman sends it.' })),
});
export const CancelOrderBody = Type.Object({
  status: Type.Optional(Type.String({ description: 'canceled (or cancelled); wins over the query\'s.' })),
}, { title: 'CancelOrder', description: 'The status to set, canceled; it may come in the query instead.' });

export const SetOrderStatusBody = Type.Object({
  status: Type.String({
    description: 'The next status: new → accepted → ready → on_a_way (delivery only) → delivered, or canceled from new, accepted or ready.',
  }),
}, { title: 'SetOrderStatus', description: 'The status staff move an order to.' });

export const RequestRefundBody = Type.Object({
  order_id: Type.Integer({ description: 'One of your delivered or canceled orders (another user\'s or an unknown one → 404).' }),
  cause: Type.String({ description: `Why, 1..${CAUSE_MAX} characters once trimmed.`, ...serviceBounds({ maxLength: CAUSE_MAX }) }),
}, { title: 'RequestRefund', description: 'A refund request for an order.' });

export const SetRefundStatusBody = Type.Object({
  status: Type.String({ description: 'approved or rejected (any case).' }),
  answer: Type.Optional(Type.String({
    description: `A note for the customer, at most ${ANSWER_MAX} characters once trimmed; blank: none.`, ...serviceBounds({ maxLength: ANSWER_MAX }),
  })),
}, { title: 'SetRefundStatus', description: 'Staff\'s answer to a refund request.' });

export const OrderResponse = successEnvelope('OrderResponse', Order, 'One order.');
export const OrderPage = pageOf('OrderPage', Order, 'A page of orders.', 'The page\'s orders, newest first.');
export const OrderRefundResponse = successEnvelope('OrderRefundResponse', OrderRefund, 'One refund request.');
export const OrderRefundPage = pageOf('OrderRefundPage', OrderRefund, 'A page of refund requests.', 'The page\'s requests, newest first.');
