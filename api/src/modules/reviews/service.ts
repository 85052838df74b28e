// Reviews of branches: a customer reviews each delivered order of theirs once;
// the public lists and group ratings show the visible reviews of a branch, or of all the main
// shop's branches; staff hide a review with a reason. Adding and hiding change the review and
// the branch's star counts (ratings.ts) in one transaction, so the group rating always agrees
// with the list.
import { and, asc, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/common-tables';
import type { Clock } from '../../http/clock';
import { notFound } from '../../http/errors';
import { pageOffset, paginated, type PageRequest, type PageUrl } from '../../http/pagination';
import { requiredText } from '../../http/text';
import { orders } from '../orders';
import { shops } from '../shops';
import { checkId } from '../cart';
import { shopReviews } from './tables';
import type { ReviewPictures } from './pictures';
import { countReview, groupRating, starCounts, uncountReview, type Star } from './ratings';
import { checkComment, checkImages, checkRating, REASON_MAX, reviewRefusal } from './rules';
import { AUTHOR_COLUMNS, authorOf, reviewView, staffReviewView, type Author, type ReviewRow } from './view';

export interface AddReviewInput {
  rating: number;
  comment?: string;
  images?: string[];
  order_id?: number;
}

export interface StaffReviewsFilter extends PageRequest {
  /** Only this branch's reviews (0 or absent: every branch). */
  shopId?: number;
}

export interface ReviewsDeps {
  db: Database;
  clock: Clock;
  pictures: ReviewPictures;
}

export function createReviewsService({ db, clock, pictures }: ReviewsDeps) {
  /** The shops whose reviews are those of shop `shop`: itself, and for a main shop its branches. */
  async function reviewedShops(shop: { id: number; parentId: number | null }): Promise<number[]> {
    if (shop.parentId !== null) return [shop.id];
    const branches = await db.select({ id: shops.id }).from(shops).where(eq(shops.parentId, shop.id));
    return [shop.id, ...branches.map((branch) => branch.id)];
  }

  /** An approved shop by id (else 404) and the shops its reviews are of. */
  async function shopScope(id: number): Promise<number[]> {
    const [shop] = await db.select({ id: shops.id, parentId: shops.parentId }).from(shops)
      .where(and(eq(shops.id, id), eq(shops.status, 'approved')));
    if (!shop) throw notFound();
    return reviewedShops(shop);
  }

  /** The main shop (the first shop without parent, as GET /rest/main-shop; none → 404) and its branches. */
  async function mainShopScope(): Promise<number[]> {
    const [main] = await db.select({ id: shops.id, parentId: shops.parentId }).from(shops)
      .where(isNull(shops.parentId)).orderBy(asc(shops.id)).limit(1);
    if (!main) throw notFound();
    return reviewedShops(main);
  }

  async function page<T>(where: SQL | undefined, request: PageRequest, url: PageUrl, view: (row: ReviewRow, author: Author | null) => T) {
    const [[{ total }], rows] = await Promise.all([
      db.select({ total: count() }).from(shopReviews).where(where),
      db.select({ review: shopReviews, author: AUTHOR_COLUMNS }).from(shopReviews)
        .leftJoin(users, eq(users.id, shopReviews.userId)).where(where)
        .orderBy(desc(shopReviews.createdAt), desc(shopReviews.id)).limit(request.perPage).offset(pageOffset(request)),
    ]);
    return paginated(rows.map(({ review, author }) => view(review, author)), total, request, url);
  }

  const visibleOf = (shopIds: number[]) => and(inArray(shopReviews.shopId, shopIds), eq(shopReviews.hidden, false));

  /** The order a review of `userId` at `shopId` is about: `orderId` when given (yours, from that
   * branch, delivered), else your latest delivered order there without a review. */
  async function reviewedOrder(userId: number, shopId: number, orderId: number | undefined): Promise<number> {
    if (orderId === undefined) {
      const [latest] = await db.select({ id: orders.id }).from(orders)
        .leftJoin(shopReviews, eq(shopReviews.orderId, orders.id))
        .where(and(eq(orders.userId, userId), eq(orders.shopId, shopId), eq(orders.status, 'delivered'), isNull(shopReviews.id)))
        .orderBy(desc(orders.id)).limit(1);
      if (!latest) throw reviewRefusal.noOrder();
      return latest.id;
    }
    // Another user's order is answered as an unknown one: nothing tells whether it exists.
    const [order] = await db.select({ shopId: orders.shopId, status: orders.status }).from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
    if (!order) throw notFound();
    if (order.shopId !== shopId) throw reviewRefusal.otherBranch();
    if (order.status !== 'delivered') throw reviewRefusal.notDelivered();
    return orderId;
  }

  return {
    /** Visible reviews of an approved shop (a main shop: of all its branches), newest first. */
    async shopReviews(shopId: number, request: PageRequest, url: PageUrl) {
      return page(visibleOf(await shopScope(shopId)), request, url, reviewView);
    },

    /** Visible reviews of all the main shop's branches, newest first. */
    async mainShopReviews(request: PageRequest, url: PageUrl) {
      return page(visibleOf(await mainShopScope()), request, url, reviewView);
    },

    async shopGroupRating(shopId: number) {
      return groupRating(await starCounts(db, await shopScope(shopId)));
    },

    async mainShopGroupRating() {
      return groupRating(await starCounts(db, await mainShopScope()));
    },

    /** The signed-in customer's review of a delivered order of theirs at branch `shopId`. Every
     * field is checked before anything is written; the unique order id decides between two
     * reviews of one order sent at once. `locale`: the language the customer uses. */
    async add(userId: number, shopId: number, input: AddReviewInput, locale: string) {
      const rating = checkRating(input.rating);
      const comment = checkComment(input.comment);
      const images = await checkImages(input.images, (path) => pictures.isOwn(userId, path));
      const wanted = input.order_id === undefined ? undefined : checkId('order_id', input.order_id);
      await shopScope(shopId);
      const orderId = await reviewedOrder(userId, shopId, wanted);
      const now = clock();
      const row = await db.transaction(async (tx) => {
        const [created] = await tx.insert(shopReviews).values({
          shopId, orderId, userId, rating, comment, images, locale, createdAt: now, updatedAt: now,
        }).onConflictDoNothing({ target: shopReviews.orderId }).returning();
        if (!created) throw reviewRefusal.alreadyReviewed();
        await countReview(tx, shopId, rating);
        return created;
      });
      return reviewView(row, await authorOf(db, userId));
    },

    /** Every review, hidden ones included, newest first (staff). */
    async staffList(filter: StaffReviewsFilter, url: PageUrl) {
      const shopId = filter.shopId ? checkId('shop_id', filter.shopId) : undefined;
      return page(shopId === undefined ? undefined : eq(shopReviews.shopId, shopId), filter, url, staffReviewView);
    },

    /** Staff hide a review: it leaves the lists and its stars the counts, in one transaction.
     * Hiding a hidden review changes nothing (the first reason, staff member and time stay). */
    async hide(staffId: number, reviewId: number, reason: string) {
      const why = requiredText('reason', reason, REASON_MAX);
      const now = clock();
      const row = await db.transaction(async (tx) => {
        const [review] = await tx.select().from(shopReviews).where(eq(shopReviews.id, reviewId)).for('update');
        if (!review) throw notFound();
        if (review.hidden) return review;
        const [hidden] = await tx.update(shopReviews)
          .set({ hidden: true, hiddenReason: why, hiddenBy: staffId, hiddenAt: now, updatedAt: now })
          .where(eq(shopReviews.id, reviewId)).returning();
        await uncountReview(tx, review.shopId, review.rating as Star);
        return hidden;
      });
      return staffReviewView(row, await authorOf(db, row.userId));
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
