// The Order resource (schemas.ts) of stored orders: amounts converted by the order's own rate,
// lines with their add-ons and today's menu view of their stocks, the payment, the status
// history and the refund. Several orders are loaded in one query per table (a page of orders).
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { currencies } from '../../db/common-tables';
import { resourceDate } from '../../http/envelope';
import { toMoney } from '../../http/money';
import type { RequestContext } from '../../http/request-context';
import { pickTranslations, translationView, wantedLocales } from '../../http/translation';
import { shops, shopTranslations } from '../shops';
import { createProductViews } from '../catalogue';
import { orderDetails, orderRefunds, orders, orderStatusChanges, transactions } from './tables';
import type { OrderEffects, OrderReviews } from './effects';
import { cancelableByCustomer, isRefundable } from './status';

export type OrderRow = typeof orders.$inferSelect;
type DetailRow = typeof orderDetails.$inferSelect;
type RefundRow = typeof orderRefunds.$inferSelect;

/** The order's address as Foodyman answers it: the text and the parts sent with it (null
 * when not sent); null without an address. */
function addressView({ address, addressDetails: parts }: OrderRow) {
  if (address === null) return null;
  return {
    address, office: parts?.office ?? null, house: parts?.house ?? null, floor: parts?.floor ?? null,
    entrance: parts?.entrance ?? null, comment: parts?.comment ?? null,
  };
}

export function refundView(refund: RefundRow) {
  return {
    id: refund.id,
    order_id: refund.orderId,
    status: refund.status,
    cause: refund.cause,
    answer: refund.answer,
    created_at: resourceDate(refund.createdAt),
    updated_at: resourceDate(refund.updatedAt),
  };
}

const byOrder = <T extends { orderId: number }>(rows: T[]) => {
  const map = new Map<number, T[]>();
  for (const row of rows) (map.get(row.orderId) ?? map.set(row.orderId, []).get(row.orderId)!).push(row);
  return map;
};

export function createOrderViews(db: Database, reviewsOf: OrderReviews) {
  const productViews = createProductViews(db);

  async function loadShops(ids: number[], ctx: RequestContext) {
    const [rows, translations] = await Promise.all([
      db.select().from(shops).where(inArray(shops.id, ids)),
      db.select().from(shopTranslations)
        .where(and(inArray(shopTranslations.shopId, ids), inArray(shopTranslations.locale, wantedLocales(ctx.locale, ctx.defaultLocale)))),
    ]);
    const titles = pickTranslations(translations, (row) => row.shopId, ctx.locale);
    return new Map(rows.map((shop) => {
      const t = titles.get(shop.id);
      return [shop.id, {
        id: shop.id,
        phone: shop.phone,
        location: { latitude: shop.latitude, longitude: shop.longitude },
        logo_img: shop.logoImg,
        translation: { ...translationView(t, ctx.locale), address: t?.address ?? '' },
      }];
    }));
  }

  async function load(rows: OrderRow[], ctx: RequestContext) {
    const ids = rows.map((row) => row.id);
    const [details, history, payments, refunds, currencyRows, shopViews, reviews] = await Promise.all([
      db.select().from(orderDetails).where(inArray(orderDetails.orderId, ids)).orderBy(asc(orderDetails.id)),
      db.select().from(orderStatusChanges).where(inArray(orderStatusChanges.orderId, ids)).orderBy(asc(orderStatusChanges.id)),
      db.select().from(transactions).where(inArray(transactions.orderId, ids)),
      db.select().from(orderRefunds).where(inArray(orderRefunds.orderId, ids)),
      db.select().from(currencies),
      loadShops([...new Set(rows.map((row) => row.shopId))], ctx),
      reviewsOf(ids),
    ]);
    const stockIds = [...new Set(details.flatMap((line) => (line.stockId === null ? [] : [line.stockId])))];
    return {
      details: byOrder(details),
      history: byOrder(history),
      payments: new Map(payments.map((row) => [row.orderId, row])),
      refunds: new Map(refunds.map((row) => [row.orderId, row])),
      currencies: new Map(currencyRows.map((row) => [row.id, row])),
      shops: shopViews,
      reviews,
      stocks: await productViews.stockViews(stockIds, ctx),
    };
  }

  type Loaded = Awaited<ReturnType<typeof load>>;

  function view(order: OrderRow, loaded: Loaded) {
    const money = (cents: number) => toMoney(cents, order.rate);
    const lineView = (line: DetailRow) => ({
      id: line.id,
      order_id: line.orderId,
      stock_id: line.stockId,
      quantity: line.quantity,
      bonus: line.bonus,
      note: line.note,
      origin_price: money(line.originPrice),
      discount: money(line.discount),
      total_price: money(line.totalPrice),
      stock: line.stockId === null ? null : loaded.stocks.get(line.stockId) ?? null,
    });
    const lines = loaded.details.get(order.id) ?? [];
    const currency = order.currencyId === null ? undefined : loaded.currencies.get(order.currencyId);
    const payment = loaded.payments.get(order.id);
    const refund = loaded.refunds.get(order.id);
    return {
      id: order.id,
      user_id: order.userId,
      shop_id: order.shopId,
      status: order.status,
      delivery_type: order.deliveryType,
      payment_type: order.paymentType,
      rate: order.rate,
      currency: { id: currency?.id ?? null, title: currency?.title ?? 'USD', symbol: currency?.symbol ?? '$', position: currency?.position ?? 'before' },
      origin_price: money(order.originPrice),
      total_discount: money(order.totalDiscount),
      coupon_price: money(order.couponPrice),
      tax: money(order.tax),
      delivery_fee: money(order.deliveryFee),
      service_fee: money(order.serviceFee),
      tips: money(order.tips),
      total_price: money(order.totalPrice),
      km: order.km,
      location: order.latitude === null || order.longitude === null ? null : { latitude: order.latitude, longitude: order.longitude },
      address: addressView(order),
      address_id: order.addressId,
      note: order.note,
      phone: order.phone,
      delivery_date: order.deliveryDate,
      delivery_time: order.deliveryTime,
      asap: order.asap,
      order_details_count: lines.filter((line) => line.parentId === null).length,
      created_at: resourceDate(order.createdAt),
      updated_at: resourceDate(order.updatedAt),
      shop: loaded.shops.get(order.shopId)!,
      details: lines.filter((line) => line.parentId === null).map((line) => ({
        ...lineView(line),
        addons: lines.filter((addon) => addon.parentId === line.id).map(lineView),
      })),
      transaction: payment ? {
        id: payment.id,
        price: money(payment.price),
        status: payment.status,
        payment_system: { tag: payment.paymentSystem },
        created_at: resourceDate(payment.createdAt),
      } : null,
      status_history: (loaded.history.get(order.id) ?? []).map((change) => ({ status: change.status, created_at: resourceDate(change.createdAt) })),
      refund: refund ? refundView(refund) : null,
      // Its customer's review (modules/reviews): one per delivered order.
      review: loaded.reviews.get(order.id) ?? null,
      can_review: order.status === 'delivered' && !loaded.reviews.has(order.id),
      // What its customer may still do (status.ts): the web shows the buttons from these.
      can_cancel: cancelableByCustomer(order.status),
      can_refund: isRefundable(order.status) && !refund,
    };
  }

  /** Order resources of `rows`, in their order. */
  async function orderViews(rows: OrderRow[], ctx: RequestContext) {
    if (!rows.length) return [];
    const loaded = await load(rows, ctx);
    return rows.map((row) => view(row, loaded));
  }

  return {
    orderViews,
    /** The Order resource of order `id` (the caller checked who may see it). */
    async orderView(id: number, ctx: RequestContext) {
      const [row] = await db.select().from(orders).where(eq(orders.id, id));
      const [order] = await orderViews([row], ctx);
      return order;
    },
  };
}

export type OrderViews = ReturnType<typeof createOrderViews>;

/** Records that order `orderId` now has `status` (who: a user id, null for the kitchen simulator):
 * the order's row and its history. Placing an order records 'new' here alone (nobody is told: the
 * customer is looking at it); every later change goes through changeStatus. */
export async function recordStatus(
  tx: Database, orderId: number, status: OrderRow['status'], changedBy: number | null, at: Date,
): Promise<void> {
  await tx.update(orders).set({ status, updatedAt: at }).where(eq(orders.id, orderId));
  await tx.insert(orderStatusChanges).values({ orderId, status, changedBy, createdAt: at });
}

/** A status change after placing: recorded, then followed elsewhere (the owner's notification, a
 * delivery's rewards), so the history and what follows it are complete for every change. */
export async function changeStatus(
  tx: Database, effects: OrderEffects, orderId: number, status: OrderRow['status'], changedBy: number | null, at: Date,
): Promise<void> {
  await recordStatus(tx, orderId, status, changedBy, at);
  await effects.statusChanged(tx, orderId, status, changedBy, at);
}
