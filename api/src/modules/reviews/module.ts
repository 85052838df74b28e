// The reviews module as one plugin: builds its services and registers its routes (docs/architecture.md,
// "Api modules as plugins").
import { apiModule } from '../../http/api-module';
import { createReviewPictures } from './pictures';
import { reviewsRoutes } from './routes';
import { createReviewsService } from './service';

export const reviewsModule = apiModule('reviews', [], async (app) => {
  const { db, clock, uploadsDir } = app.deps;
  const pictures = createReviewPictures(db, uploadsDir);
  await app.register(reviewsRoutes, { reviews: createReviewsService({ db, clock, pictures }), pictures });
});
