import type { ApolloCache } from '@apollo/client';
import { OrderDocument } from '../../../graphql/orders.generated';
import { ReviewableOrdersDocument, ShopRatingDocument, ShopReviewsDocument } from '../../../graphql/reviews.generated';

/** The queries on screen that a new review changes: the branch's list and rating, the customer's
 * reviewable orders and the reviewed order (refetched when active). */
export const REVIEW_REFETCH = [ShopReviewsDocument, ShopRatingDocument, ReviewableOrdersDocument, OrderDocument];

/**
 * After a review of branch `shopId`: the branch's `rating_avg` and `reviews_count` leave the cache
 * (the `Shop` entity every branch query shares, docs/apollo-cache.md), so a branch list on screen
 * refetches them and one shown later asks again; the branch's lists not on screen go too.
 */
export function forgetBranchRating(cache: ApolloCache<unknown>, shopId: number): void {
  const shop = cache.identify({ __typename: 'Shop', id: shopId });
  if (shop) {
    cache.evict({ id: shop, fieldName: 'rating_avg' });
    cache.evict({ id: shop, fieldName: 'reviews_count' });
  }
  cache.gc();
}
