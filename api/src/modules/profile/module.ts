// The profile module as one plugin: builds its services and registers its routes (docs/architecture.md,
// "Api modules as plugins").
import { apiModule } from '../../http/api-module';
import { authPort } from '../auth';
import { createNotificationSettings } from '../notifications';
import { createAccountFigures } from '../wallet';
import { createAvatars } from './avatar';
import { profileRoutes } from './routes';
import { createProfileService } from './service';

export const profileModule = apiModule('profile', [authPort], async (app) => {
  const { db, clock, uploadsDir } = app.deps;
  const { tokens, auth, notices, emails, phones, firebaseTokens } = authPort.of(app);
  // The contract lists the profile before the wallet and the notifications: what it shows of
  // them it reads through their faces' readers, which hold nothing, rather than their plugins.
  const profile = createProfileService(db, tokens, clock, {
    rewards: createAccountFigures(db, clock), notificationSettings: createNotificationSettings(db, clock), auth, notices, links: emails, phones,
  });
  await app.register(profileRoutes, { profile, avatars: createAvatars(db, uploadsDir, clock), firebaseTokens, phones });
});
