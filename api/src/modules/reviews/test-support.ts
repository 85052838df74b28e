// Test support of reviews: orders written straight into the database in the status a test
// needs (no stock is taken, so a test may place as many as it likes), picture uploads as a
// browser's FormData sends them, and the stored star counts. Customers and calls come from the
// harness (testing/customers.ts).
import { and, asc, count, eq, isNotNull } from 'drizzle-orm';
import { form, type FormPart } from '../../testing/multipart';
import type { TestApp } from '../../testing/test-app';
import { orders, type OrderStatus } from '../orders';
import { shops } from '../shops';
import { shopRatings, shopReviews } from './tables';

export { type Answer, call, expectFieldError, newCustomer, newStaff } from '../../testing/customers';

/** The demo branches' ids, in order. */
export async function branchIds(t: TestApp): Promise<number[]> {
  const rows = await t.database.db.select({ id: shops.id }).from(shops).where(isNotNull(shops.parentId)).orderBy(asc(shops.id));
  return rows.map((row) => row.id);
}

/** An order of `userId` at `shopId` in `status` (a pickup paid cash), as if it had got there. */
export async function orderAt(t: TestApp, userId: number, shopId: number, status: OrderStatus = 'delivered', at = new Date()): Promise<number> {
  const [order] = await t.database.db.insert(orders).values({
    userId, shopId, status, deliveryType: 'pickup', paymentType: 'cash', originPrice: 12_99, totalPrice: 15_67,
    deliveryDate: at.toISOString().slice(0, 10), deliveryTime: at.toISOString().slice(11, 16), createdAt: at, updatedAt: at,
  }).returning({ id: orders.id });
  return order.id;
}

/** The branch's stored star counts, 1 to 5 (no row: zeros). */
export async function storedCounts(t: TestApp, shopId: number): Promise<number[]> {
  const [row] = await t.database.db.select().from(shopRatings).where(eq(shopRatings.shopId, shopId));
  return row ? [row.star1, row.star2, row.star3, row.star4, row.star5] : [0, 0, 0, 0, 0];
}

/** The branch's visible reviews counted per star from the rows themselves. */
export async function countedRows(t: TestApp, shopId: number): Promise<number[]> {
  const rows = await t.database.db.select({ rating: shopReviews.rating, total: count() }).from(shopReviews)
    .where(and(eq(shopReviews.shopId, shopId), eq(shopReviews.hidden, false))).groupBy(shopReviews.rating);
  return [1, 2, 3, 4, 5].map((stars) => rows.find((row) => row.rating === stars)?.total ?? 0);
}

export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64',
);

export const imagePart = (content: Buffer | string = PNG): FormPart => ({ name: 'image', filename: 'dish.png', type: 'image/png', content });
export const typePart = (type = 'reviews'): FormPart => ({ name: 'type', content: type });

/** POST /dashboard/galleries with `body` (default: a PNG for reviews). */
export async function uploadPicture(t: TestApp, token: string | null, body = form(imagePart(), typePart())) {
  const headers: Record<string, string> = { 'content-type': body.contentType };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/dashboard/galleries', headers, payload: body.payload });
  return { status: response.statusCode, body: response.json() };
}
