// A branch's group rating: its visible reviews counted per star in `shop_ratings`. Every change
// is one statement in the transaction that adds or hides the review, so the counts always agree
// with the list, also when reviews arrive at the same moment (the row is locked by the upsert).
// The main shop's figures are its branches' summed.
import { eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type ShopRatingFields, shops } from '../shops';
import { shopRatings, shopReviews } from './tables';

export const STARS = [1, 2, 3, 4, 5] as const;
export type Star = (typeof STARS)[number];

const STAR_KEYS = { 1: 'star1', 2: 'star2', 3: 'star3', 4: 'star4', 5: 'star5' } as const;

/** Counts per star, index 0 = 1 star. */
export type StarCounts = [number, number, number, number, number];

/** One more visible review of `rating` stars at `shopId` (the counts row is created at the first). */
export async function countReview(tx: Database, shopId: number, rating: Star): Promise<void> {
  const key = STAR_KEYS[rating];
  await tx.insert(shopRatings).values({ shopId, [key]: 1 })
    .onConflictDoUpdate({ target: shopRatings.shopId, set: { [key]: sql`${shopRatings[key]} + 1` } });
}

/** One visible review of `rating` stars fewer at `shopId` (hidden). */
export async function uncountReview(tx: Database, shopId: number, rating: Star): Promise<void> {
  const key = STAR_KEYS[rating];
  await tx.update(shopRatings).set({ [key]: sql`greatest(${shopRatings[key]} - 1, 0)` }).where(eq(shopRatings.shopId, shopId));
}

const countsOf = (row: typeof shopRatings.$inferSelect): StarCounts => [row.star1, row.star2, row.star3, row.star4, row.star5];

const addTo = (total: StarCounts, counts: StarCounts) => counts.forEach((n, i) => { total[i] += n; });

/** The counts of `shopIds` summed. */
export async function starCounts(db: Database, shopIds: number[]): Promise<StarCounts> {
  const total: StarCounts = [0, 0, 0, 0, 0];
  if (!shopIds.length) return total;
  const rows = await db.select().from(shopRatings).where(inArray(shopRatings.shopId, shopIds));
  for (const row of rows) addTo(total, countsOf(row));
  return total;
}

export const reviewsCount = (counts: StarCounts): number => counts.reduce((sum, n) => sum + n, 0);

/** The true mean of the stars, or null without reviews. */
export function meanRating(counts: StarCounts): number | null {
  const count = reviewsCount(counts);
  return count ? counts.reduce((sum, n, i) => sum + n * (i + 1), 0) / count : null;
}

/** Foodyman's raw group rating `{group: {"1": n, …, "5": n}, count, avg}` (avg: the true
 * mean, 2 decimals; null without reviews). */
export function groupRating(counts: StarCounts) {
  const mean = meanRating(counts);
  return {
    group: { 1: counts[0], 2: counts[1], 3: counts[2], 4: counts[3], 5: counts[4] },
    count: reviewsCount(counts),
    avg: mean === null ? null : Math.round(mean * 100) / 100,
  };
}

/** `rating_avg` and `reviews_count` of each shop of `ids` (a shop without reviews: null and 0);
 * a main shop's are its branches' together (and its own, though orders are never at it). */
export async function shopRatingFields(db: Database, ids: number[]): Promise<Map<number, ShopRatingFields>> {
  const totals = new Map<number, StarCounts>(ids.map((id) => [id, [0, 0, 0, 0, 0]]));
  if (ids.length) {
    const rows = await db.select({ ratings: shopRatings, parentId: shops.parentId }).from(shopRatings)
      .innerJoin(shops, eq(shops.id, shopRatings.shopId))
      .where(or(inArray(shopRatings.shopId, ids), inArray(shops.parentId, ids)));
    for (const { ratings, parentId } of rows) {
      for (const owner of new Set([ratings.shopId, parentId])) {
        const total = owner === null ? undefined : totals.get(owner);
        if (total) addTo(total, countsOf(ratings));
      }
    }
  }
  return new Map([...totals].map(([id, counts]) => {
    const mean = meanRating(counts);
    return [id, { rating_avg: mean === null ? null : Math.round(mean * 10) / 10, reviews_count: reviewsCount(counts) }];
  }));
}

/** A fingerprint of the reviews, visible and hidden: it changes whenever one is added, hidden or
 * changed (the catalogue files its rating-ordered answers under it). */
export async function reviewsVersion(db: Database): Promise<string> {
  const [row] = await db.select({
    version: sql<string>`concat_ws(':', count(*), count(*) filter (where ${shopReviews.hidden}), coalesce(max(${shopReviews.id}), 0),
      coalesce(sum(${shopReviews.rating}), 0), coalesce(max(${shopReviews.updatedAt})::text, ''))`,
  }).from(shopReviews);
  return row.version;
}
