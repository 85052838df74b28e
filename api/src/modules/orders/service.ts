// Orders after they are placed (placing them is checkout's, api/src/modules/checkout/). A
// customer lists and reads their own orders (another user's is simply not found) and may only
// cancel one while it is new (Foodyman backends let anyone set any status on any order: not here).
// Staff see every order and move it on one step at a time (status.ts). Every change runs under
// the order's row lock and is recorded by recordStatus.
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Clock } from '../../http/clock';
import { badRequest, notFound } from '../../http/errors';
import { pageOffset, paginated, type PageRequest, type PageUrl } from '../../http/pagination';
import type { RequestContext } from '../../http/request-context';
import { ORDER_STATUSES, orders } from './tables';
import { cancelOrder } from './cancel';
import {
  CANCELABLE_BY_STAFF, cancelableByCustomer, isOrderStatus, lockOrder, nextStatus, ORDER_MESSAGES, requestedStatus, sameStatus, statusFilter,
  type StatusFilter,
} from './status';
import type { OrderEffects } from './effects';
import { changeStatus, type OrderRow, type OrderViews } from './view';

/** A page of orders; `byStatus`: by status along the way an order goes (ORDER_STATUSES' order),
 * as Foodyman clients ask with `order_statuses=true`, newest first within each. */
export interface OrderPageRequest extends PageRequest {
  byStatus?: boolean;
}

const byLifecycle = sql`case ${orders.status} ${sql.join(ORDER_STATUSES.map((status, i) => sql`when ${status} then ${i}`), sql` `)} end`;

export interface OrdersDeps {
  db: Database;
  views: OrderViews;
  clock: Clock;
  effects: OrderEffects;
}

/** Why staff may not move `order` to `status` (neither its next step nor a cancel). */
function transitionRefused(order: OrderRow, status: string) {
  if (status === 'canceled') return badRequest('status', ORDER_MESSAGES.notCancelable, { code: 'not_cancelable' });
  const allowed = [nextStatus(order), CANCELABLE_BY_STAFF.includes(order.status) ? 'canceled' : null].filter(Boolean);
  return badRequest('status', allowed.length
    ? `The order is ${order.status}: it can only become ${allowed.join(' or ')}.`
    : `The order is ${order.status}: it can no longer change.`, { code: 'not_allowed' });
}

export function createOrdersService({ db, views, clock, effects }: OrdersDeps) {
  async function page(where: SQL | undefined, request: OrderPageRequest, url: PageUrl, ctx: RequestContext) {
    const order = request.byStatus ? [byLifecycle, desc(orders.id)] : [desc(orders.id)];
    const [[{ total }], rows] = await Promise.all([
      db.select({ total: count() }).from(orders).where(where),
      db.select().from(orders).where(where).orderBy(...order).limit(request.perPage).offset(pageOffset(request)),
    ]);
    return paginated(await views.orderViews(rows, ctx), total, request, url);
  }

  const withStatus = (filter: StatusFilter) => {
    const statuses = statusFilter(filter);
    return statuses ? inArray(orders.status, statuses) : undefined;
  };

  /** Runs `change` on the order `where` names under its row lock (none → 404), then answers it. */
  async function changeOrder(where: SQL, ctx: RequestContext, change: (tx: Database, order: OrderRow) => Promise<void>) {
    const id = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, where);
      if (!order) throw notFound();
      await change(tx, order);
      return order.id;
    });
    return views.orderView(id, ctx);
  }

  return {
    /** The user's orders, newest first, of the statuses `filter` names (else all). */
    list: (userId: number, filter: StatusFilter, request: OrderPageRequest, url: PageUrl, ctx: RequestContext) =>
      page(and(eq(orders.userId, userId), withStatus(filter)), request, url, ctx),

    /** Every user's orders, newest first (the staff's kitchen view). */
    listAll: (filter: StatusFilter, request: PageRequest, url: PageUrl, ctx: RequestContext) =>
      page(withStatus(filter), request, url, ctx),

    /** One of the user's orders; another user's is not found. */
    async show(userId: number, id: number, ctx: RequestContext) {
      const [row] = await db.select().from(orders).where(and(eq(orders.id, id), eq(orders.userId, userId)));
      if (!row) throw notFound();
      const [order] = await views.orderViews([row], ctx);
      return order;
    },

    /** The customer's status change: only 'canceled', of their own order, while it is new. */
    async cancel(userId: number, id: number, rawStatus: string | undefined, ctx: RequestContext) {
      if (requestedStatus(rawStatus) !== 'canceled') throw badRequest('status', ORDER_MESSAGES.onlyCancel, { code: 'one_of' });
      return changeOrder(and(eq(orders.id, id), eq(orders.userId, userId))!, ctx, async (tx, order) => {
        if (order.status === 'canceled') throw sameStatus();
        if (!cancelableByCustomer(order.status)) throw badRequest('status', ORDER_MESSAGES.notCancelable, { code: 'not_cancelable' });
        await cancelOrder(tx, effects, order, userId, clock());
      });
    },

    /** Staff move an order to its next status, or cancel it until it leaves the kitchen. */
    async setStatus(staffId: number, id: number, rawStatus: string, ctx: RequestContext) {
      const status = requestedStatus(rawStatus);
      if (!isOrderStatus(status)) throw badRequest('status', ORDER_MESSAGES.statusInvalid, { code: 'one_of' });
      return changeOrder(eq(orders.id, id), ctx, async (tx, order) => {
        if (order.status === status) throw sameStatus();
        if (status === 'canceled' && CANCELABLE_BY_STAFF.includes(order.status)) return cancelOrder(tx, effects, order, staffId, clock());
        if (status === 'canceled' || nextStatus(order) !== status) throw transitionRefused(order, status);
        await changeStatus(tx, effects, order.id, status, staffId, clock());
      });
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
