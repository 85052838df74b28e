// Routes of the staff's kitchen view (/dashboard/staff/*): every user's orders, their status,
// and the answer to refund requests. Only signed-in accounts whose role is 'staff' get in (else 401 / 403).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser, staffOnlyIn } from '../../http/auth';
import { success } from '../../http/envelope';
import { pageUrlOf } from '../../http/pagination';
import type { RefundsService } from './refunds';
import {
  OrderPage, OrderRefundResponse, OrderResponse, StaffOrdersQuery, RefundParams, SetOrderStatusBody, SetRefundStatusBody,
  StaffOrderParams,
} from './schemas';
import type { OrdersService } from './service';

export interface StaffRoutesOptions {
  orders: OrdersService;
  refunds: RefundsService;
}

const tags = ['staff'];
const STAFF_ONLY = 'Staff only: a signed-in user whose role is staff (else 401 ERROR_100, or 403 ERROR_403 "Only staff may do this").';

export const staffRoutes: FastifyPluginAsyncTypebox<StaffRoutesOptions> = async (app, { orders, refunds }) => {
  staffOnlyIn(app);

  app.get('/dashboard/staff/orders/paginate', {
    schema: {
      operationId: 'staffOrders',
      tags,
      summary: 'Every customer\'s orders, for staff',
      description: 'The kitchen\'s view: every customer\'s orders, newest first, a page at a time, optionally of one `status` '
        + '(unknown → 400 `params.status`). ' + STAFF_ONLY,
      querystring: StaffOrdersQuery,
      response: { 200: OrderPage },
    },
  }, async (request) => {
    const ctx = await request.context();
    const { page = 1, perPage = 10, status } = request.query;
    return orders.listAll({ status }, { page, perPage }, pageUrlOf(request.url), ctx);
  });

  app.post('/dashboard/staff/orders/:id/status', {
    schema: {
      operationId: 'setOrderStatus',
      tags,
      summary: 'Move an order to its next status',
      description: 'Moves an order one step (new → accepted → ready → on_a_way → delivered; a pickup goes from ready to delivered) '
        + 'or cancels it while new, accepted or ready, with the effects of a customer\'s cancel; the customer gets a '
        + 'status_changed notification. An unknown status or any other move → 400 `params.status`, blank → 400 ERROR_254, the '
        + 'order\'s own status → 400 ERROR_252, an unknown order → 404 ERROR_404. ' + STAFF_ONLY,
      params: StaffOrderParams,
      body: SetOrderStatusBody,
      response: { 200: OrderResponse },
    },
  }, async (request) => {
    const ctx = await request.context();
    return success(await orders.setStatus(currentUser(request).userId, request.params.id, request.body.status, ctx));
  });

  app.post('/dashboard/staff/order-refunds/:id/status', {
    schema: {
      operationId: 'setRefundStatus',
      tags,
      summary: 'Answer a refund request',
      description: 'Approves or rejects a pending refund request, with an optional note for the customer; approving an order paid '
        + 'from the wallet gives the money back to the wallet. Another status, or a request already answered → 400 '
        + '`params.status`; an unknown request → 404 ERROR_404. ' + STAFF_ONLY,
      params: RefundParams,
      body: SetRefundStatusBody,
      response: { 200: OrderRefundResponse },
    },
  }, async (request) => {
    await request.context();
    return success(await refunds.answer(currentUser(request).userId, request.params.id, request.body));
  });
};
