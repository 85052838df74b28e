// The api's refusals of a review and of its pictures (docs/reviews.md) → keys of the `errors`
// namespace (reviews-screens.json): by their stable code, never by the English message.
import type { TFunction } from 'i18next';
import { LIMITS } from '../../../graphql/limits.generated';
import type { ApiError } from '../../../shared/lib/graphql/api-error';
import { translateApiError } from '../../../shared/lib/i18n/api-messages';

export const REVIEW_ERROR_KEYS: Readonly<Record<string, string>> = {
  ERROR_480: 'reviewNoOrder',
  ERROR_481: 'reviewOtherBranch',
  ERROR_482: 'reviewNotDelivered',
  ERROR_483: 'reviewAlreadyDone',
  ERROR_484: 'reviewUploadLimit',
};

/** The form's own checks, before any request: the api's bounds, from its contract. */
export const COMMENT_MAX = LIMITS.addShopReview.comment.maxLength;
export const PHOTOS_MAX = LIMITS.addShopReview.images.maxItems;
/** The stars of the rating scale, the api's 1..5 (not in its contract's limits: a range would
 * make the GraphQL input a PositiveInt, a change that breaks clients). */
export const STARS_MAX = 5;

/** A refused review or upload as one sentence: by its code, else as the rest of the app
 * translates errors (a picture's type or size by its reason, as the avatar's). */
export const translateReviewError = (t: TFunction, error: ApiError | null): string => translateApiError(t, error, { status: REVIEW_ERROR_KEYS });
