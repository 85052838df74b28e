// The notifications module's face: all that app.ts, the seed, tests and the other modules may import of
// it (docs/architecture.md, "Api boundaries"). Everything else is the module's own.
export { NotificationType } from './schemas';
export { announceNews, notifyBookingStatus, notifyNewBooking, notifyNewReferral, notifyOrderStatus } from './events';
export { notificationsModule } from './module';
export { createNotificationSettings, type NotificationSettings } from './preferences';
export { createNotificationsService } from './service';
