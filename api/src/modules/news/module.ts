// The news module as one plugin: builds its services and registers its routes (docs/architecture.md,
// "Api modules as plugins").
import { apiModule } from '../../http/api-module';
import { newsRoutes } from './routes';
import { createNewsService } from './service';

export const newsModule = apiModule('news', [], async (app) => {
  await app.register(newsRoutes, { news: createNewsService(app.deps.db) });
});
