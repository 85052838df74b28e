import type { MockedResponse } from '@apollo/client/testing';
import {
  OrderDocument, OrdersDocument, RefundOrderDocument, RefundsDocument, type OrderFieldsFragment, type RefundFieldsFragment, type RefundStatus,
} from '../graphql/orders.generated';

type TestOrder = OrderFieldsFragment & { __typename: 'Order' };

const dish = (id: number, title: string, quantity: number, total: number) => ({
  __typename: 'OrderDetail', id, stock_id: id, quantity, total_price: total,
  stock: {
    __typename: 'CartStock', id, total_price: total / quantity, quantity: 20, extras: [{ __typename: 'ExtraValue', id: 1, value: 'Large' }],
    product: { __typename: 'CartProduct', id, uuid: `p-${id}`, img: '', min_qty: 1, max_qty: 10, translation: { __typename: 'ProductTranslation', id, title } },
  },
  addons: [],
});

/** Order `id` of branch 3 (Downtown): 2 × Margherita ($20) with its history up to `status`; the
 * api allows no action (`can_cancel`, `can_refund`) unless `overrides` says so. */
export function testOrder(id: number, status: string, overrides: Partial<OrderFieldsFragment> = {}): TestOrder {
  const steps = ['new', 'accepted', 'ready', 'on_a_way', 'delivered'];
  const reached = status === 'canceled' ? ['new', 'canceled'] : steps.slice(0, steps.indexOf(status) + 1);
  return {
    __typename: 'Order', id, shop_id: 3, status, delivery_type: 'delivery', total_price: 26.5, order_details_count: 1,
    created_at: '2026-11-22 19:00:00Z',
    currency: { __typename: 'OrderCurrency', id: 1, symbol: '$', position: 'before' },
    shop: { __typename: 'OrderShop', id: 3, translation: { __typename: 'ShopTranslation', id: 3, title: 'Downtown' } },
    payment_type: 'cash', origin_price: 20, total_discount: 0, coupon_price: 0, tax: 2.6, delivery_fee: 2.99, service_fee: 0.99, tips: 0,
    address: { __typename: 'OrderAddress', address: '10 King St W' }, note: null, delivery_date: '2026-11-22', delivery_time: '19:00', asap: true,
    details: [dish(11, 'Margherita', 2, 20)],
    status_history: reached.map((step, i) => ({ __typename: 'OrderStatusChange', status: step, created_at: `2026-11-22 19:0${i}:00Z` })),
    refund: null,
    can_cancel: false,
    can_refund: false,
    can_review: false,
    review: null,
    transaction: { __typename: 'OrderTransaction', id: id * 10, status: 'progress', payment_system: { __typename: 'PaymentSystem', tag: 'cash' } },
    ...overrides,
  } as TestOrder;
}

export function ordersMock(orders: TestOrder[], { page = 1, lastPage = 1 } = {}): MockedResponse {
  return {
    request: { query: OrdersDocument, variables: { page, perPage: 10 } },
    result: { data: { orders: { __typename: 'OrderPage', items: orders, pageInfo: { __typename: 'PageInfo', current_page: page, last_page: lastPage, total: orders.length } } } },
  };
}

export function orderMock(order: TestOrder): MockedResponse {
  return {
    request: { query: OrderDocument, variables: { id: order.id } },
    result: { data: { order } },
  };
}

type TestRefund = RefundFieldsFragment & { __typename: 'OrderRefund' };

/** Refund request `id` of order `orderId`, asked on 23 Nov 2026, answered or not by `status`. */
export function testRefund(id: number, orderId: number, status: RefundStatus, overrides: Partial<RefundFieldsFragment> = {}): TestRefund {
  return {
    __typename: 'OrderRefund', id, order_id: orderId, status, cause: 'The pizza arrived cold', answer: null,
    created_at: '2026-11-23 10:00:00Z', updated_at: '2026-11-23 10:00:00Z', ...overrides,
  };
}

export function refundsMock(refunds: TestRefund[], { page = 1, lastPage = 1 } = {}): MockedResponse {
  return {
    request: { query: RefundsDocument, variables: { page, perPage: 10 } },
    result: { data: { refunds: { __typename: 'OrderRefundPage', items: refunds, pageInfo: { __typename: 'PageInfo', current_page: page, last_page: lastPage, total: refunds.length } } } },
  };
}

/** The total and payment of order `id` as a refund card reads them: paid by `payment`, whose
 * status `refund` says the wallet got the money back. */
export function refundOrderMock(id: number, { total = 26.5, payment = 'cash', paymentStatus = 'progress' } = {}): MockedResponse {
  return {
    request: { query: RefundOrderDocument, variables: { id } },
    result: {
      data: {
        order: {
          __typename: 'Order', id, total_price: total,
          currency: { __typename: 'OrderCurrency', id: 1, symbol: '$', position: 'before' },
          transaction: { __typename: 'OrderTransaction', id: id * 10, status: paymentStatus, payment_system: { __typename: 'PaymentSystem', tag: payment } },
        },
      },
    },
  };
}
