// The content module as one plugin: builds its services and registers its routes (docs/architecture.md,
// "Api modules as plugins").
import { apiModule } from '../../http/api-module';
import { createLandingPages } from './landing';
import { contentRoutes } from './routes';
import { createContentService } from './service';

export const contentModule = apiModule('content', [], async (app) => {
  await app.register(contentRoutes, { content: createContentService(app.deps.db), landing: createLandingPages(app.deps.db) });
});
