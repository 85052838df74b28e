import type { MockedResponse } from '@apollo/client/testing';
import type { GraphQLError } from 'graphql';
import {
  AddShopReviewDocument, ReviewableOrdersDocument, ShopRatingDocument, ShopReviewsDocument, type AddShopReviewInput, type ReviewFieldsFragment,
} from '../graphql/reviews.generated';

export type TestReview = ReviewFieldsFragment & { __typename: 'Review' };

/** Review `id` by `firstname` (no avatar unless `img`), posted on 2 Nov 2026. */
export function testReview(
  id: number, rating: number, firstname: string | null,
  { comment = `Review ${id}`, photos = [], img = null }: { comment?: string | null; photos?: string[]; img?: string | null } = {},
): TestReview {
  return {
    __typename: 'Review', id, rating, comment, created_at: '2026-11-02 18:30:00Z',
    galleries: photos.map((path) => ({ __typename: 'ReviewGallery', path })),
    user: { __typename: 'ReviewUser', id: id + 100, firstname, img },
  } as TestReview;
}

export function shopRatingMock(shopId: number, group: [number, number, number, number, number], avg: number | null): MockedResponse {
  const count = group.reduce((sum, n) => sum + n, 0);
  return {
    request: { query: ShopRatingDocument, variables: { id: shopId } },
    result: {
      data: {
        shopReviewsGroupRating: {
          __typename: 'ReviewGroupRating', count, avg,
          group: { __typename: 'ReviewStarCounts', _1: group[0], _2: group[1], _3: group[2], _4: group[3], _5: group[4] },
        },
      },
    },
  };
}

export function shopReviewsMock(shopId: number, reviews: TestReview[], { page = 1, lastPage = 1, perPage = 5, total = reviews.length } = {}): MockedResponse {
  return {
    request: { query: ShopReviewsDocument, variables: { id: shopId, page, perPage } },
    result: {
      data: {
        shopReviews: {
          __typename: 'ReviewPage', items: reviews,
          pageInfo: { __typename: 'PageInfo', current_page: page, last_page: lastPage, per_page: perPage, total },
        },
      },
    },
  };
}

/** The signed-in customer's delivered orders: `[id, shop_id, can_review]`. */
export function reviewableOrdersMock(orders: [number, number, boolean][]): MockedResponse {
  return {
    request: { query: ReviewableOrdersDocument },
    result: {
      data: {
        orders: {
          __typename: 'OrderPage',
          items: orders.map(([id, shop_id, can_review]) => ({ __typename: 'Order', id, shop_id, can_review })),
        },
      },
    },
  };
}

/** addShopReview of branch `shopId` with `input`, answered by a review or refused; `sent` counts calls. */
export function addReviewMock(shopId: number, input: AddShopReviewInput, outcome: GraphQLError | { id: number }, sent?: () => void): MockedResponse {
  return {
    request: { query: AddShopReviewDocument, variables: { id: shopId, input } },
    result: () => {
      sent?.();
      return 'id' in outcome
        ? {
          data: {
            addShopReview: {
              __typename: 'Review', id: outcome.id, reviewable_id: input.order_id ?? 0, rating: input.rating, comment: input.comment ?? null, created_at: '2026-11-30 12:00:00Z',
            },
          },
        }
        : { errors: [outcome] };
    },
  };
}
