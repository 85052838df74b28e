// Discount codes: a coupon is usable when it is active, not expired, has uses left and is for
// every branch or this one; each customer uses it once (their orders that name it count). A use
// is spent by placing the order (`spendCoupon`: one conditional UPDATE, so parallel orders never
// take more uses than are left).
import { and, asc, count, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { resourceDate } from '../../http/envelope';
import { toMoney } from '../../http/money';
import type { RequestContext } from '../../http/request-context';
import { coupons, orders } from '../orders';
import { couponInvalid, couponUsed } from './validation';

export type CouponRow = typeof coupons.$inferSelect;

/** The usable coupon named `name` (any case) for `shopId`, or ERROR_250; ERROR_251 when
 * `userId` (if known) has used it already. */
export async function findCoupon(tx: Database, name: string, shopId: number, userId: number | null, now: Date): Promise<CouponRow> {
  const [coupon] = await tx.select().from(coupons)
    .where(sql`lower(${coupons.name}) = lower(${name})`).orderBy(asc(coupons.id)).limit(1);
  const usable = coupon && coupon.active
    && (coupon.expiredAt === null || coupon.expiredAt > now)
    && (coupon.qty === null || coupon.qty > 0)
    && (coupon.shopId === null || coupon.shopId === shopId);
  if (!usable) throw couponInvalid();
  if (userId !== null) {
    const [{ uses }] = await tx.select({ uses: count() }).from(orders).where(and(eq(orders.couponId, coupon.id), eq(orders.userId, userId)));
    if (uses > 0) throw couponUsed();
  }
  return coupon;
}

/** What the coupon takes off `itemsCents` (the lines after their discounts), never more. */
export function couponCents(coupon: CouponRow, itemsCents: number): number {
  const off = coupon.type === 'fix' ? coupon.price : Math.round((itemsCents * coupon.price) / 100);
  return Math.min(Math.max(off, 0), itemsCents);
}

/** Takes one use of a limited coupon; ERROR_250 when a parallel order took the last one. */
export async function spendCoupon(tx: Database, couponId: number): Promise<void> {
  const spent = await tx.update(coupons).set({ qty: sql`${coupons.qty} - 1` })
    .where(and(eq(coupons.id, couponId), or(isNull(coupons.qty), gt(coupons.qty, 0))))
    .returning({ id: coupons.id });
  if (!spent.length) throw couponInvalid();
}

/** The Coupon resource: a fixed coupon's price in the requested currency, a percent's percent. */
export function couponView(coupon: CouponRow, ctx: RequestContext) {
  return {
    id: coupon.id,
    name: coupon.name,
    type: coupon.type,
    price: coupon.type === 'fix' ? toMoney(coupon.price, ctx.rate) : coupon.price,
    expired_at: coupon.expiredAt ? resourceDate(coupon.expiredAt) : null,
  };
}
