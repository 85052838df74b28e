// Routes of the signed-in customer's orders and refund requests (/dashboard/user/orders*,
// /dashboard/user/order-refunds*); rules live in service.ts and refunds.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { preValidationAsyncHookHandler } from 'fastify';
import { currentUser, requireUserIn } from '../../http/auth';
import { success } from '../../http/envelope';
import { pageUrlOf } from '../../http/pagination';
import { foldQueryLists } from '../../http/query-lists';
import type { RefundsService } from './refunds';
import {
  CancelOrderBody, CancelOrderQuery, OrderPage, OrderParams, OrderRefundPage, OrderRefundResponse, OrderResponse, OrdersQuery,
  RefundsQuery, RequestRefundBody,
} from './schemas';
import type { OrdersService } from './service';

export interface OrdersRoutesOptions {
  orders: OrdersService;
  refunds: RefundsService;
}

const tags = ['orders'];
/** Foodyman's list forms of the status filter (`statuses[0]=new`, `statuses[]=new`). */
const foldStatusLists = foldQueryLists('statuses');

/** Laravel reads a flag as truthy: `1` and `0` count as true and false, as `true` and `false` do. */
const flagWords: Record<string, string> = { 1: 'true', 0: 'false' };
const readStatusFlag: preValidationAsyncHookHandler = async (request) => {
  const query = request.query as Record<string, unknown>;
  if (typeof query.order_statuses === 'string') query.order_statuses = flagWords[query.order_statuses.trim()] ?? query.order_statuses;
};
const SIGNED_IN = 'Signed-in users only (else 401 ERROR_100).';

export const ordersRoutes: FastifyPluginAsyncTypebox<OrdersRoutesOptions> = async (app, { orders, refunds }) => {
  requireUserIn(app);

  app.get('/dashboard/user/orders/paginate', {
    schema: {
      operationId: 'orders',
      tags,
      summary: 'The signed-in user\'s orders, paginated',
      description: 'Your orders, newest first, a page at a time, optionally of one `status` (unknown → 400 `params.status`) or '
        + 'of several (`statuses[]`: the "active" and "history" tabs of Foodyman clients; unknown → 400 `params.statuses.N`); with '
        + '`order_statuses=true`, by status along the way an order goes, newest first within each. Each order\'s amounts are in '
        + 'the currency it was placed in. ' + SIGNED_IN,
      querystring: OrdersQuery,
      response: { 200: OrderPage },
    },
    preValidation: [foldStatusLists, readStatusFlag],
  }, async (request) => {
    const ctx = await request.context();
    const { page = 1, perPage = 10, status, statuses = [], order_statuses: byStatus = false } = request.query;
    return orders.list(currentUser(request).userId, { status, statuses }, { page, perPage, byStatus }, pageUrlOf(request.url), ctx);
  });

  app.get('/dashboard/user/orders/:id', {
    schema: {
      operationId: 'order',
      tags,
      summary: 'One of the signed-in user\'s orders',
      description: 'Your order `id` with its lines, payment, status history and refund request. Another user\'s or an unknown id '
        + '→ 404 ERROR_404 (nothing tells whether it exists). ' + SIGNED_IN,
      params: OrderParams,
      response: { 200: OrderResponse },
    },
  }, async (request) => {
    const ctx = await request.context();
    return success(await orders.show(currentUser(request).userId, request.params.id, ctx));
  });

  app.post('/dashboard/user/orders/:id/status/change', {
    schema: {
      operationId: 'cancelOrder',
      tags,
      summary: 'Cancel one of the signed-in user\'s orders',
      description: 'Cancels your order while it is new (`status=canceled` in the query, as Foodyman sends it, or in the body): '
        + 'the stock and the slot are given back, a wallet payment returns to the wallet and cash to collect is canceled. No '
        + 'status → 400 ERROR_254; another status → 400 `params.status`; another user\'s or an unknown order → 404 ERROR_404; '
        + 'already canceled → 400 ERROR_252; no longer new → 400 `params.status`. ' + SIGNED_IN,
      params: OrderParams,
      querystring: CancelOrderQuery,
      body: CancelOrderBody,
      response: { 200: OrderResponse },
    },
    // Foodyman clients send no body, only `?status=canceled`.
    preValidation: async (request) => { request.body ??= {}; },
  }, async (request) => {
    const ctx = await request.context();
    const status = request.body.status ?? request.query.status;
    return success(await orders.cancel(currentUser(request).userId, request.params.id, status, ctx));
  });

  app.post('/dashboard/user/order-refunds', {
    schema: {
      operationId: 'requestRefund',
      tags,
      summary: 'Ask for a refund of an order',
      description: 'Files a refund request for your delivered or canceled order (one per order); it starts pending and shows on '
        + 'the order as `refund`. Another user\'s or an unknown order → 404 ERROR_404; another status or a second request → 400 '
        + '`params.order_id`; a blank or too long cause → 400 `params.cause`. ' + SIGNED_IN,
      body: RequestRefundBody,
      response: { 200: OrderRefundResponse },
    },
  }, async (request) => {
    await request.context();
    return success(await refunds.request(currentUser(request).userId, request.body));
  });

  app.get('/dashboard/user/order-refunds/paginate', {
    schema: {
      operationId: 'refunds',
      tags,
      summary: 'The signed-in user\'s refund requests, paginated',
      description: 'Your refund requests, newest first, a page at a time. ' + SIGNED_IN,
      querystring: RefundsQuery,
      response: { 200: OrderRefundPage },
    },
  }, async (request) => {
    await request.context();
    const { page = 1, perPage = 10 } = request.query;
    return refunds.list(currentUser(request).userId, { page, perPage }, pageUrlOf(request.url));
  });
};
