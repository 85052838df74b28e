// The rules of a review without the database: bounds, messages and the refusals (each a stable
// code, the field and an English message the web translates by code; docs/reviews.md).
import { badRequest, fieldRefusal } from '../../http/errors';
import { optionalText } from '../../http/text';
import type { Star } from './ratings';

/** Stars a rating gives. */
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const COMMENT_MAX = 1000;
export const IMAGES_MAX = 4;
export const REASON_MAX = 500;

export const REVIEW_MESSAGES = {
  rating: 'The rating must be between 1 and 5.',
  imagesMax: `The images may not have more than ${IMAGES_MAX} items.`,
  imageInvalid: (index: number) => `The selected images.${index} is invalid.`,
  imageDuplicate: (index: number) => `The images.${index} field has a duplicate value.`,
  typeRequired: 'The type field is required.',
  typeInvalid: 'The selected type is invalid.',
  noOrder: 'You have no delivered order at this branch left to review.',
  otherBranch: 'This order is not from this branch.',
  notDelivered: 'Only a delivered order can be reviewed.',
  alreadyReviewed: 'This order has already been reviewed.',
} as const;

/** Refusals of a review, all on `order_id` (ERROR_484, too many pending pictures, is the upload's:
 * pictures.ts). */
export const reviewRefusal = {
  noOrder: () => fieldRefusal('ERROR_480', 'order_id', REVIEW_MESSAGES.noOrder, { code: 'invalid' }),
  otherBranch: () => fieldRefusal('ERROR_481', 'order_id', REVIEW_MESSAGES.otherBranch, { code: 'other_branch' }),
  notDelivered: () => fieldRefusal('ERROR_482', 'order_id', REVIEW_MESSAGES.notDelivered, { code: 'not_allowed' }),
  alreadyReviewed: () => fieldRefusal('ERROR_483', 'order_id', REVIEW_MESSAGES.alreadyReviewed, { code: 'duplicate' }),
};

/** A rating of 1..5 stars (400 `params.rating` otherwise). */
export function checkRating(rating: number): Star {
  if (!Number.isInteger(rating) || rating < RATING_MIN || rating > RATING_MAX) throw badRequest('rating', REVIEW_MESSAGES.rating, { code: 'between', min: RATING_MIN, max: RATING_MAX });
  return rating as Star;
}

/** The comment, trimmed, blank → null, at most COMMENT_MAX characters. Kept as plain text: it is
 * answered as given and never read as HTML. */
export const checkComment = (comment: string | undefined): string | null => optionalText('comment', comment, COMMENT_MAX);

/** The picture paths: at most IMAGES_MAX, each once and each one `isOwn` accepts (400
 * `params.images` / `params.images.N` otherwise). */
export async function checkImages(images: string[] | undefined, isOwn: (path: string) => Promise<boolean>): Promise<string[]> {
  const list = images ?? [];
  if (list.length > IMAGES_MAX) throw badRequest('images', REVIEW_MESSAGES.imagesMax, { code: 'too_many', max: IMAGES_MAX });
  for (const [index, path] of list.entries()) {
    if (list.indexOf(path) !== index) throw badRequest(`images.${index}`, REVIEW_MESSAGES.imageDuplicate(index), { code: 'duplicate' });
    if (!await isOwn(path)) throw badRequest(`images.${index}`, REVIEW_MESSAGES.imageInvalid(index), { code: 'invalid' });
  }
  return list;
}

/** The upload's `type`: `reviews` is the only kind of picture taken. */
export function checkGalleryType(type: string | undefined): 'reviews' {
  const trimmed = type?.trim();
  if (!trimmed) throw badRequest('type', REVIEW_MESSAGES.typeRequired, { code: 'required' });
  if (trimmed !== 'reviews') throw badRequest('type', REVIEW_MESSAGES.typeInvalid, { code: 'one_of' });
  return trimmed;
}
