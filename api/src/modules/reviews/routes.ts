// Routes of reviews: the public lists and group ratings of a branch and of the main shop
// (/rest/shops/{id}/reviews…, /rest/main-shop/reviews…), a customer's review (/rest/shops/review/{id},
// signed in), the picture upload (/dashboard/galleries) and the staff's side
// (/dashboard/staff/reviews/*). Rules live in service.ts, rules.ts and pictures.ts.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bearerSecurity, currentUser, staffOnlyIn } from '../../http/auth';
import { success } from '../../http/envelope';
import { asImageError, IMAGE_MULTIPART_OPTIONS, readImageForm } from '../../http/image-upload';
import { pageUrlOf } from '../../http/pagination';
import type { ReviewPictures } from './pictures';
import { checkGalleryType, COMMENT_MAX, IMAGES_MAX } from './rules';
import {
  AddShopReviewBody, AddShopReviewParams, GalleryUploadBody, HideShopReviewBody, ReviewGroupRating, ReviewPage, ReviewParams,
  ReviewResponse, ReviewsQuery, ShopReviewsParams, StaffReviewPage, StaffReviewResponse, StaffReviewsQuery, UploadedGalleryResponse,
} from './schemas';
import type { ReviewsService } from './service';

export interface ReviewsRoutesOptions {
  reviews: ReviewsService;
  pictures: ReviewPictures;
}

const tags = ['reviews'];
const SIGNED_IN = 'Signed-in users only (else 401 ERROR_100).';
const STAFF_ONLY = 'Staff only: a signed-in user whose role is staff (else 401 ERROR_100, or 403 ERROR_403 "Only staff may do this").';
const VISIBLE = 'Only reviews staff have not hidden are shown; each author by first name and avatar only.';

export const reviewsRoutes: FastifyPluginAsyncTypebox<ReviewsRoutesOptions> = async (app, options) => {
  await app.register(publicRoutes, options);
  await app.register(uploadRoutes, options);
  await app.register(staffRoutes, options);
};

const publicRoutes: FastifyPluginAsyncTypebox<ReviewsRoutesOptions> = async (app, { reviews }) => {
  const { requireUser } = app.deps;
  app.get('/rest/shops/:id/reviews', {
    schema: {
      operationId: 'shopReviews',
      tags,
      summary: 'Reviews of a branch, paginated',
      description: 'The reviews of the orders of branch `id` (for the main shop\'s id: of all its branches), newest first, a page at '
        + `a time (\`page\`, \`perPage\` 1..100, default 10). ${VISIBLE} An unknown shop, or one not approved → 404 ERROR_404. Public.`,
      params: ShopReviewsParams,
      querystring: ReviewsQuery,
      response: { 200: ReviewPage },
    },
  }, async (request) => {
    await request.context();
    const { page = 1, perPage = 10 } = request.query;
    return reviews.shopReviews(request.params.id, { page, perPage }, pageUrlOf(request.url));
  });

  app.get('/rest/main-shop/reviews', {
    schema: {
      operationId: 'mainShopReviews',
      tags,
      summary: 'Reviews of all the branches, paginated',
      description: 'The reviews of the orders of every branch of the main shop, newest first, a page at a time (`page`, `perPage` '
        + `1..100, default 10). ${VISIBLE} No main shop → 404 ERROR_404. Public.`,
      querystring: ReviewsQuery,
      response: { 200: ReviewPage },
    },
  }, async (request) => {
    await request.context();
    const { page = 1, perPage = 10 } = request.query;
    return reviews.mainShopReviews({ page, perPage }, pageUrlOf(request.url));
  });

  app.get('/rest/shops/:id/reviews-group-rating', {
    schema: {
      operationId: 'shopReviewsGroupRating',
      tags,
      summary: 'A branch\'s reviews counted per star',
      description: 'How many visible reviews branch `id` (the main shop\'s id: all its branches) has of each number of stars, their '
        + 'number and their true mean (2 decimals; null without reviews), as a bare object without envelope, as in the '
        + 'reference. Always the figures of the list `shopReviews` shows. An unknown shop → 404 ERROR_404. Public.',
      params: ShopReviewsParams,
      response: { 200: ReviewGroupRating },
    },
  }, async (request) => {
    await request.context();
    return reviews.shopGroupRating(request.params.id);
  });

  app.get('/rest/main-shop/reviews-group-rating', {
    schema: {
      operationId: 'mainShopReviewsGroupRating',
      tags,
      summary: 'All the branches\' reviews counted per star',
      description: 'The group rating of every branch of the main shop together: visible reviews per number of stars, their number '
        + 'and true mean (2 decimals; null without reviews), as a bare object without envelope. No main shop → 404 ERROR_404. '
        + 'Public.',
      response: { 200: ReviewGroupRating },
    },
  }, async (request) => {
    await request.context();
    return reviews.mainShopGroupRating();
  });

  app.post('/rest/shops/review/:id', {
    preHandler: requireUser,
    schema: {
      operationId: 'addShopReview',
      tags,
      summary: 'Review a delivered order of a branch',
      description: 'Posts your review of `order_id` (absent: your latest delivered order at branch `id` not yet reviewed): '
        + `\`rating\` 1..5, an optional plain-text \`comment\` (at most ${COMMENT_MAX} characters) and up to ${IMAGES_MAX} pictures `
        + 'you uploaded with `uploadGallery`. One review per order, only by its customer, only once delivered: another user\'s '
        + 'or an unknown order, or an unknown branch → 404 ERROR_404; no order left to review → 400 ERROR_480, an order of '
        + 'another branch → 400 ERROR_481, not delivered → 400 ERROR_482, already reviewed → 400 ERROR_483 (all on '
        + '`params.order_id`); a bad field → 400 on it (`params.rating`, `params.comment`, `params.images.N`). Nothing is '
        + 'written on a refusal; the review and the branch\'s rating change together. Answers the review. ' + SIGNED_IN,
      security: bearerSecurity,
      params: AddShopReviewParams,
      body: AddShopReviewBody,
      response: { 200: ReviewResponse },
    },
  }, async (request) => {
    const ctx = await request.context();
    return success(await reviews.add(currentUser(request).userId, request.params.id, request.body, ctx.locale));
  });
};

// The upload has its own scope: multipart parsing is enabled for it alone, and every failure of
// the request itself (size, content type, malformed form) answers on `image`, as the avatar's.
const uploadRoutes: FastifyPluginAsyncTypebox<ReviewsRoutesOptions> = async (app, { pictures }) => {
  const { requireUser } = app.deps;
  await app.register(multipart, IMAGE_MULTIPART_OPTIONS);
  app.setErrorHandler((error) => { throw asImageError(error); }); // then the app's handler

  app.post('/dashboard/galleries', {
    preHandler: requireUser,
    schema: {
      operationId: 'uploadGallery',
      tags,
      summary: 'Upload a picture for a review',
      description: 'Takes one picture (JPEG, PNG, WebP or GIF, told by its bytes; at most 2 MB) as multipart/form-data field `image` '
        + 'with `type` = `reviews`, and answers its path as `title` (`reviews/<your id>/<random>.<ext>`, served under '
        + '`/storage/images/`), which `addShopReview` takes in `images`. A refused picture is 400 on `params.image` (missing, too '
        + 'large, another type, a second file), another `type` 400 on `params.type`; 20 uploads not yet in a review of yours → '
        + '400 ERROR_484 on `params.image`. Nothing is written on a refusal. ' + SIGNED_IN,
      security: bearerSecurity,
      body: GalleryUploadBody,
      response: { 200: UploadedGalleryResponse },
    },
  }, async (request) => {
    await request.context();
    const { image, fields } = await readImageForm(request);
    const type = checkGalleryType(fields.type);
    return success({ title: await pictures.store(currentUser(request).userId, image), type });
  });
};

const staffRoutes: FastifyPluginAsyncTypebox<ReviewsRoutesOptions> = async (app, { reviews }) => {
  staffOnlyIn(app);

  app.get('/dashboard/staff/reviews/paginate', {
    schema: {
      operationId: 'staffReviews',
      tags: ['staff'],
      summary: 'Every review, hidden ones included, for staff',
      description: 'Every review of every branch (or of `shop_id`), hidden ones included with why, by whom and when, newest first, '
        + 'a page at a time. ' + STAFF_ONLY,
      querystring: StaffReviewsQuery,
      response: { 200: StaffReviewPage },
    },
  }, async (request) => {
    await request.context();
    const { page = 1, perPage = 10, shop_id: shopId } = request.query;
    return reviews.staffList({ page, perPage, shopId }, pageUrlOf(request.url));
  });

  app.post('/dashboard/staff/reviews/:id/hide', {
    schema: {
      operationId: 'hideShopReview',
      tags: ['staff'],
      summary: 'Hide a review',
      description: 'Takes review `id` out of the public lists and its stars out of the branch\'s group rating and `rating_avg`, in '
        + 'one transaction, recording `reason` (required, at most 500 characters; else 400 `params.reason`), who hid it and when. '
        + 'Hiding a hidden review changes nothing. An unknown review → 404 ERROR_404. Answers the review as staff see it. '
        + STAFF_ONLY,
      params: ReviewParams,
      body: HideShopReviewBody,
      response: { 200: StaffReviewResponse },
    },
  }, async (request) => {
    await request.context();
    return success(await reviews.hide(currentUser(request).userId, request.params.id, request.body.reason));
  });
};
