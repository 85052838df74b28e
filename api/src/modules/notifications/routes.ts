// Routes of the signed-in user's notifications (/dashboard/notifications*), their counts and
// settings (/dashboard/user/...); rules live in service.ts and preferences.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser, requireUserIn } from '../../http/auth';
import { success } from '../../http/envelope';
import { pageUrlOf } from '../../http/pagination';
import type { NotificationSettings } from './preferences';
import {
  NotificationPage, NotificationParams, NotificationResponse, NotificationSettingsResponse, NotificationsQuery, NotificationStatistic,
  ReadAllNotificationsResponse, UpdateNotificationSettingsBody,
} from './schemas';
import type { NotificationsService } from './service';

export interface NotificationsRoutesOptions {
  notifications: NotificationsService;
  settings: NotificationSettings;
}

const tags = ['notifications'];
const SIGNED_IN = 'Signed-in users only (else 401 ERROR_100).';

export const notificationsRoutes: FastifyPluginAsyncTypebox<NotificationsRoutesOptions> = async (app, options) => {
  const { notifications, settings } = options;
  requireUserIn(app);

  app.get('/dashboard/notifications', {
    schema: {
      operationId: 'notifications',
      tags,
      summary: 'The signed-in user\'s notifications, paginated',
      description: 'Your notifications, newest first by default (`column`, `sort`), optionally of some types only (`type`), a page '
        + 'at a time. An unknown column → 400 `params.column`, a sort other than asc or desc → 400 `params.sort`. ' + SIGNED_IN,
      querystring: NotificationsQuery,
      response: { 200: NotificationPage },
    },
  }, async (request) => {
    const ctx = await request.context();
    const { page = 1, perPage = 10, type, column, sort } = request.query;
    return notifications.list(currentUser(request).userId, { type, column, sort }, { page, perPage }, pageUrlOf(request.url), ctx);
  });

  app.get('/dashboard/notifications/:id', {
    schema: {
      operationId: 'notification',
      tags,
      summary: 'One of the signed-in user\'s notifications',
      description: 'Your notification `id` (reading it does not mark it read). Another user\'s or an unknown id → 404 ERROR_404. '
        + SIGNED_IN,
      params: NotificationParams,
      response: { 200: NotificationResponse },
    },
  }, async (request) => {
    const ctx = await request.context();
    return success(await notifications.show(currentUser(request).userId, request.params.id, ctx));
  });

  app.post('/dashboard/notifications/:id/read-at', {
    schema: {
      operationId: 'readNotification',
      tags,
      summary: 'Mark a notification read',
      description: 'Sets `read_at` of your notification `id` the first time (reading it again keeps the first time) and answers it. '
        + 'Another user\'s or an unknown id → 404 ERROR_404, nothing changed. ' + SIGNED_IN,
      params: NotificationParams,
      response: { 200: NotificationResponse },
    },
  }, async (request) => {
    const ctx = await request.context();
    return success(await notifications.markRead(currentUser(request).userId, request.params.id, ctx));
  });

  app.post('/dashboard/notifications/read-all', {
    schema: {
      operationId: 'readAllNotifications',
      tags,
      summary: 'Mark every notification read',
      description: 'Marks all your unread notifications read, then answers `data: null`. ' + SIGNED_IN,
      response: { 200: ReadAllNotificationsResponse },
    },
  }, async (request) => {
    await request.context();
    await notifications.markAllRead(currentUser(request).userId);
    return success(null);
  });

  // Foodyman clients read these counts raw, without the envelope.
  app.get('/dashboard/user/profile/notifications-statistic', {
    schema: {
      operationId: 'notificationStatistic',
      tags,
      summary: 'Unread notification counts',
      description: 'How many of your notifications are unread, in total and per type, and how many of your payments are in '
        + 'progress (cash to pay), answered raw without the envelope as in Foodyman. Clients poll it (the storefront every '
        + '10 s). ' + SIGNED_IN,
      response: { 200: NotificationStatistic },
    },
  }, async (request) => {
    await request.context();
    return notifications.statistic(currentUser(request).userId);
  });

  app.get('/dashboard/user/notifications', {
    schema: {
      operationId: 'notificationSettings',
      tags,
      summary: 'The signed-in user\'s notification settings',
      description: 'Every notification type with whether you get it (on until switched off). ' + SIGNED_IN,
      response: { 200: NotificationSettingsResponse },
    },
  }, async (request) => {
    await request.context();
    return success(await settings.list(currentUser(request).userId));
  });

  app.post('/dashboard/user/update/notifications', {
    schema: {
      operationId: 'updateNotificationSettings',
      tags,
      summary: 'Switch notification types on or off',
      description: 'Switches the types sent on or off (types not sent keep their setting) and answers every setting; a type '
        + 'switched off makes no new notifications. No entry or more than 100 → 400 `params.notifications`, an unknown type → 400 '
        + '`params.notifications.N.type`; a refusal changes nothing. ' + SIGNED_IN,
      body: UpdateNotificationSettingsBody,
      response: { 200: NotificationSettingsResponse },
    },
  }, async (request) => {
    await request.context();
    return success(await settings.update(currentUser(request).userId, request.body.notifications));
  });
};
