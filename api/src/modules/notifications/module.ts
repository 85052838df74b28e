// The notifications module as one plugin: builds its services and registers its routes (docs/architecture.md,
// "Api modules as plugins").
import { apiModule } from '../../http/api-module';
import { createNotificationSettings } from './preferences';
import { notificationsRoutes } from './routes';
import { createNotificationsService } from './service';

export const notificationsModule = apiModule('notifications', [], async (app) => {
  const { db, clock } = app.deps;
  await app.register(notificationsRoutes, {
    notifications: createNotificationsService(db, clock), settings: createNotificationSettings(db, clock),
  });
});
