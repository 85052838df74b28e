// The Review resources (schemas.ts) of stored reviews, and the review an Order shows. The author
// is shown by first name and avatar only: never the last name, e-mail or phone.
import { eq, inArray } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Database } from '../../db/client';
import { users } from '../../db/common-tables';
import { resourceDate } from '../../http/envelope';
import type { OrderReview } from '../orders';
import { shopReviews } from './tables';

export type ReviewRow = typeof shopReviews.$inferSelect;

export interface Author {
  id: number;
  firstname: string | null;
  img: string | null;
}

/** The columns of `users` a review may show. */
export const AUTHOR_COLUMNS = { id: users.id, firstname: users.firstname, img: users.img };

export function reviewView(row: ReviewRow, author: Author | null) {
  return {
    id: row.id,
    reviewable_id: row.orderId,
    reviewable_type: 'Order',
    assignable_id: row.shopId,
    assignable_type: 'Shop',
    rating: row.rating,
    comment: row.comment,
    img: row.images[0] ?? null,
    galleries: row.images.map((path) => ({ path })),
    created_at: resourceDate(row.createdAt),
    updated_at: resourceDate(row.updatedAt),
    // A left join finds no author once the account is gone.
    user: author?.id == null ? null : { id: author.id, firstname: author.firstname, img: author.img },
  };
}

export function staffReviewView(row: ReviewRow, author: Author | null) {
  return {
    ...reviewView(row, author),
    locale: row.locale,
    hidden: row.hidden,
    hidden_reason: row.hiddenReason,
    hidden_by: row.hiddenBy,
    hidden_at: row.hiddenAt === null ? null : resourceDate(row.hiddenAt),
  };
}

/** The author of a review by user id (null: none, or the account is gone). */
export async function authorOf(db: Database, userId: number | null): Promise<Author | null> {
  if (userId === null) return null;
  const [author] = await db.select(AUTHOR_COLUMNS).from(users).where(eq(users.id, userId));
  return author ?? null;
}

/** The review of each of `orderIds` that has one (hidden ones too: the author still wrote it). */
export async function orderReviews(db: Database, orderIds: number[]): Promise<Map<number, Static<typeof OrderReview>>> {
  if (!orderIds.length) return new Map();
  const rows = await db.select({ orderId: shopReviews.orderId, id: shopReviews.id, rating: shopReviews.rating, comment: shopReviews.comment, createdAt: shopReviews.createdAt })
    .from(shopReviews).where(inArray(shopReviews.orderId, orderIds));
  return new Map(rows.map((row) => [row.orderId, { id: row.id, rating: row.rating, comment: row.comment, created_at: resourceDate(row.createdAt) }]));
}
