// The settings module as one plugin: builds its services and registers its routes (docs/architecture.md,
// "Api modules as plugins").
import { apiModule } from '../../http/api-module';
import { settingsRoutes } from './routes';
import { createSettingsService } from './service';

export const settingsModule = apiModule('settings', [], async (app) => {
  await app.register(settingsRoutes, { settings: createSettingsService(app.deps.db) });
});
