// The catalogue module as one plugin: builds its services and registers its routes (docs/architecture.md,
// "Api modules as plugins").
import { apiModule } from '../../http/api-module';
import { shopsPort } from '../shops';
import { catalogueVersionOf, createCatalogueCache } from './cache';
import { catalogueRoutes } from './routes';
import { createCatalogueService, type ReviewsVersion } from './service';

export interface CatalogueModuleOptions {
  /** The version of the reviews, under which rating orders are kept (the reviews module's, above this one). */
  reviewsVersion: ReviewsVersion;
}

export const catalogueModule = apiModule<CatalogueModuleOptions>('catalogue', [shopsPort], async (app, { reviewsVersion }) => {
  const { db } = app.deps;
  const catalogue = createCatalogueService(db, shopsPort.of(app), reviewsVersion);
  await app.register(catalogueRoutes, { catalogue, cache: createCatalogueCache(catalogueVersionOf(db)) });
});
