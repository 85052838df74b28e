// The reviews module's face: all that app.ts, the seed, tests and the other modules may import of
// it (docs/architecture.md, "Api boundaries"). Everything else is the module's own.
export { createReviewPictures, REVIEW_PICTURES_URL_PREFIX } from './pictures';
export { countReview, reviewsVersion, shopRatingFields, type Star } from './ratings';
export { reviewsRoutes } from './routes';
export { createReviewsService } from './service';
export { orderReviews } from './view';
