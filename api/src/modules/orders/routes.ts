// Routes of the signed-in customer's orders and refund requests (/dashboard/user/orders*,
// /dashboard/user/order-refunds*); rules live in service.ts and refunds.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { bearerSecurity, currentUser } from '../../http/auth';
import { success } from '../../http/envelope';
import { pageUrlOf } from '../../http/pagination';
import type { RequestContexts } from '../../http/request-context';
import { LocaleOnlyQuery } from '../../http/schemas';
import type { RefundsService } from './refunds';
import {
  CancelOrderBody, CancelOrderQuery, OrderPage, OrderParams, OrderRefundPage, OrderRefundResponse, OrderResponse, OrdersQuery,
  RefundsQuery, RequestRefundBody,
} from './schemas';
import type { OrdersService } from './service';

export interface OrdersRoutesOptions {
  contexts: RequestContexts;
  orders: OrdersService;
  refunds: RefundsService;
  requireUser: preHandlerAsyncHookHandler;
}

const tags = ['orders'];

export const ordersRoutes: FastifyPluginAsyncTypebox<OrdersRoutesOptions> = async (app, { contexts, orders, refunds, requireUser }) => {
  app.addHook('preHandler', requireUser);

  app.get('/dashboard/user/orders/paginate', {
    schema: { operationId: 'orders', tags, security: bearerSecurity, querystring: OrdersQuery, response: { 200: OrderPage } },
  }, async (request) => {
    const ctx = await contexts.resolve(request, request.query);
    const { page = 1, perPage = 10, status } = request.query;
    return orders.list(currentUser(request).userId, status, { page, perPage }, pageUrlOf(request.url), ctx);
  });

  app.get('/dashboard/user/orders/:id', {
    schema: {
      operationId: 'order', tags, security: bearerSecurity, params: OrderParams, querystring: LocaleOnlyQuery, response: { 200: OrderResponse },
    },
  }, async (request) => {
    const ctx = await contexts.resolve(request, request.query);
    return success(await orders.show(currentUser(request).userId, request.params.id, ctx));
  });

  app.post('/dashboard/user/orders/:id/status/change', {
    schema: {
      operationId: 'cancelOrder', tags, security: bearerSecurity, params: OrderParams, querystring: CancelOrderQuery,
      body: CancelOrderBody, response: { 200: OrderResponse },
    },
    // The reference's clients send no body, only `?status=canceled`.
    preValidation: async (request) => { request.body ??= {}; },
  }, async (request) => {
    const ctx = await contexts.resolve(request, request.query);
    const status = request.body.status ?? request.query.status;
    return success(await orders.cancel(currentUser(request).userId, request.params.id, status, ctx));
  });

  app.post('/dashboard/user/order-refunds', {
    schema: {
      operationId: 'requestRefund', tags, security: bearerSecurity, querystring: LocaleOnlyQuery, body: RequestRefundBody,
      response: { 200: OrderRefundResponse },
    },
  }, async (request) => {
    await contexts.resolve(request, request.query);
    return success(await refunds.request(currentUser(request).userId, request.body));
  });

  app.get('/dashboard/user/order-refunds/paginate', {
    schema: { operationId: 'refunds', tags, security: bearerSecurity, querystring: RefundsQuery, response: { 200: OrderRefundPage } },
  }, async (request) => {
    await contexts.resolve(request, request.query);
    const { page = 1, perPage = 10 } = request.query;
    return refunds.list(currentUser(request).userId, { page, perPage }, pageUrlOf(request.url));
  });
};
