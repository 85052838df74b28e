// The api's refusals of a review and of its pictures (docs/reviews.md) → keys of the `errors`
// namespace (reviews-screens.json): by their stable code, never by the English message.
import type { TFunction } from 'i18next';
import type { ApiError } from '../../../shared/lib/graphql/api-error';
import { translateApiError, translateApiMessage } from '../../../shared/lib/i18n/api-messages';

export const REVIEW_ERROR_KEYS: Readonly<Record<string, string>> = {
  ERROR_480: 'reviewNoOrder',
  ERROR_481: 'reviewOtherBranch',
  ERROR_482: 'reviewNotDelivered',
  ERROR_483: 'reviewAlreadyDone',
  ERROR_484: 'reviewUploadLimit',
};

/** The form's own checks, before any request (the api's bounds). */
export const COMMENT_MAX = 1000;
export const PHOTOS_MAX = 4;

/** A refused review or upload as one sentence: by its code, else the picture's `params.image`
 * message (type, size: translated as the avatar's), else as the rest of the app translates errors. */
export function translateReviewError(t: TFunction, error: ApiError | null): string {
  const key = error?.statusCode ? REVIEW_ERROR_KEYS[error.statusCode] : undefined;
  if (key) return t(key, { ns: 'errors' });
  const image = error?.params.image?.[0];
  if (image) return translateApiMessage(t, image);
  return translateApiError(t, error);
}
