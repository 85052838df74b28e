// The reviews module's face: all that app.ts, the seed, tests and the other modules may import of
// it (docs/architecture.md, "Api boundaries"). Everything else is the module's own.
export { reviewsModule } from './module';
export { createReviewPictures, REVIEW_PICTURES } from './pictures';
export { countReview, reviewsVersion, shopRatingFields, type Star } from './ratings';
export { createReviewsService } from './service';
export { orderReviews } from './view';
