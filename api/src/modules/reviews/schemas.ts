// Contract of reviews of branches: the Review resource, its lists, the group
// rating, adding one, the picture upload and the staff's side. Ranges and lengths are checked by
// the service with messages naming the field, and published as service bounds (http/schemas.ts).
import { Type } from 'typebox';
import {
  DATE, localeQuery, nullable, nullableInteger, nullableString, pageOf, pageQuery, positiveId, rowDates, serviceBounds,
  successEnvelope,
} from '../../http/schemas';
import { COMMENT_MAX, IMAGES_MAX, RATING_MAX, RATING_MIN, REASON_MAX } from './rules';


export const ReviewGallery = Type.Object({
  path: Type.String({ description: 'The picture: a path under `/storage/images/`, e.g. `reviews/12/<name>.jpg`.' }),
}, { title: 'ReviewGallery', description: 'A picture the author added to the review.' });

export const ReviewUser = Type.Object({
  id: Type.Integer({ description: 'Id of the author.' }),
  firstname: nullableString('The author\'s first name (null when they gave none); their other names and contacts are never shown.'),
  img: nullableString('The author\'s avatar: a path under `/storage/images/` or a full URL; null when none.'),
}, { title: 'ReviewUser', description: 'Who wrote a review: first name and avatar only.' });

const reviewProperties = {
  id: Type.Integer({ description: 'Id of the review.' }),
  reviewable_id: Type.Integer({ description: 'The order it reviews (one review per order).' }),
  reviewable_type: Type.String({ description: 'Always `Order`.' }),
  assignable_id: Type.Integer({ description: 'The branch the order was from.' }),
  assignable_type: Type.String({ description: 'Always `Shop`.' }),
  rating: Type.Integer({ description: 'Stars, 1..5.' }),
  comment: nullableString('What the customer wrote, plain text (never HTML); null when nothing.'),
  img: nullableString('The first picture\'s path (under `/storage/images/`), null without pictures.'),
  galleries: Type.Array(ReviewGallery, { description: 'Its pictures (at most 4), in the order the author gave them.' }),
  ...rowDates('When it was posted'),
  user: nullable(ReviewUser),
};

export const Review = Type.Object(reviewProperties, {
  title: 'Review',
  description: 'A customer\'s review of a delivered order at a branch. `user` is its author (first name and avatar only), null '
    + 'once the account is gone.',
});

export const StaffReview = Type.Object({
  ...reviewProperties,
  locale: nullableString('The language the customer used the api in when posting.'),
  hidden: Type.Boolean({ description: 'true: hidden by staff, shown in no public list or rating.' }),
  hidden_reason: nullableString('Why staff hid it; null while shown.'),
  hidden_by: nullableInteger('The staff member who hid it; null while shown (or once that account is gone).'),
  hidden_at: nullableString(`When it was hidden, ${DATE}; null while shown.`),
}, {
  title: 'StaffReview',
  description: 'A review as staff see it: the Review with its language and whether, why, by whom and when it was hidden. '
    + '`user` is its author (first name and avatar only), null once the account is gone.',
});

export const ReviewStarCounts = Type.Object({
  1: Type.Integer({ description: 'Visible reviews of 1 star.' }),
  2: Type.Integer({ description: 'Visible reviews of 2 stars.' }),
  3: Type.Integer({ description: 'Visible reviews of 3 stars.' }),
  4: Type.Integer({ description: 'Visible reviews of 4 stars.' }),
  5: Type.Integer({ description: 'Visible reviews of 5 stars.' }),
}, { title: 'ReviewStarCounts', description: 'Visible reviews per number of stars, keyed "1" to "5".' });

export const ReviewGroupRating = Type.Object({
  group: ReviewStarCounts,
  count: Type.Integer({ description: 'Visible reviews in all: the sum of `group`.' }),
  avg: Type.Union([Type.Number(), Type.Null()], { description: 'The mean of their stars, 2 decimals; null without reviews.' }),
}, {
  title: 'ReviewGroupRating',
  description: 'The visible reviews counted per star, their number and mean, as a bare object (no envelope), as in Foodyman. '
    + 'Hidden reviews are not counted.',
});

export const ReviewPage = pageOf('ReviewPage', Review, 'A page of reviews.', 'The page\'s reviews, newest first.');
export const ReviewResponse = successEnvelope('ReviewResponse', Review, 'One review.');
export const StaffReviewPage = pageOf('StaffReviewPage', StaffReview, 'A page of reviews, hidden ones included.',
  'The page\'s reviews, newest first.');
export const StaffReviewResponse = successEnvelope('StaffReviewResponse', StaffReview, 'One review, as staff see it.');

// Requests.

export const ShopReviewsParams = Type.Object({
  id: positiveId('Id of an approved shop: a branch, or the main shop for all its branches (unknown → 404).'),
});
export const AddShopReviewParams = Type.Object({ id: positiveId('Id of the branch the order was from (unknown → 404).') });
export const ReviewParams = Type.Object({ id: positiveId('Id of a review (unknown → 404).') });

export const ReviewsQuery = Type.Object({ ...localeQuery, ...pageQuery });
export const StaffReviewsQuery = Type.Object({
  ...localeQuery,
  ...pageQuery,
  shop_id: Type.Optional(Type.Integer({ description: 'Only the reviews of this branch (0 or absent: every branch).' })),
});

export const AddShopReviewBody = Type.Object({
  // Its range is not published: GraphQL Mesh would type it PositiveInt instead of Int, a change
  // that breaks clients.
  rating: Type.Integer({ description: `Stars, ${RATING_MIN}..${RATING_MAX} (a numeric string is read as the number; else 400 \`params.rating\`).` }),
  comment: Type.Optional(Type.String({
    description: `What you thought, plain text, at most ${COMMENT_MAX} characters once trimmed (blank: none).`,
    ...serviceBounds({ maxLength: COMMENT_MAX }),
  })),
  images: Type.Optional(Type.Array(Type.String({
    description: 'A path `uploadGallery` answered you (`reviews/<your id>/<name>`); anything else → 400 `params.images.N`.',
  }), { description: `Pictures you uploaded with \`uploadGallery\` (type reviews), at most ${IMAGES_MAX}, each once.`, ...serviceBounds({ maxItems: IMAGES_MAX }) })),
  order_id: Type.Optional(Type.Integer({
    description: 'Your delivered order at this branch being reviewed; absent: your latest delivered order there not yet reviewed.',
  })),
}, { title: 'AddShopReview', description: 'A review of a delivered order.' });

export const HideShopReviewBody = Type.Object({
  reason: Type.String({
    description: `Why it is hidden (kept with who hid it and when), 1..${REASON_MAX} characters once trimmed.`, ...serviceBounds({ maxLength: REASON_MAX }),
  }),
}, { title: 'HideShopReview', description: 'Staff hiding a review.' });

/** The multipart/form-data body of a picture upload. Documentation only, as the avatar's
 * (profile/schemas.ts): the handler reads the stream itself with the shared upload checks. */
export const GalleryUpload = nullable(Type.Object({
  image: Type.Unsafe<unknown>({
    type: 'string', format: 'binary', description: 'The picture: JPEG, PNG, WebP or GIF (read from its bytes), at most 2 MB.',
  }),
  type: Type.String({ description: 'What the picture is for: `reviews` (the only kind taken; else 400 `params.type`).' }),
}, { title: 'GalleryUpload', description: 'A picture to upload, as multipart/form-data: a file field `image` and a text field `type`.' }));

export const GalleryUploadBody = Type.Unsafe<undefined>({ content: { 'multipart/form-data': { schema: GalleryUpload } } });

export const UploadedGallery = Type.Object({
  title: Type.String({ description: 'The stored picture\'s path under `/storage/images/`: what a review\'s `images` takes.' }),
  type: Type.String({ description: 'The `type` sent: `reviews`.' }),
}, { title: 'UploadedGallery', description: 'An uploaded picture.' });

export const UploadedGalleryResponse = successEnvelope('UploadedGalleryResponse', UploadedGallery, 'The uploaded picture.');
