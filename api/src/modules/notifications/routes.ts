// Routes of the signed-in user's notifications (/dashboard/notifications*), their counts and
// settings (/dashboard/user/...); rules live in service.ts and preferences.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { bearerSecurity, currentUser } from '../../http/auth';
import { success } from '../../http/envelope';
import { pageUrlOf } from '../../http/pagination';
import type { RequestContexts } from '../../http/request-context';
import { LocaleOnlyQuery } from '../../http/schemas';
import type { NotificationSettings } from './preferences';
import {
  NotificationPage, NotificationParams, NotificationResponse, NotificationSettingsResponse, NotificationsQuery, NotificationStatistic,
  ReadAllNotificationsResponse, UpdateNotificationSettingsBody,
} from './schemas';
import type { NotificationsService } from './service';

export interface NotificationsRoutesOptions {
  contexts: RequestContexts;
  notifications: NotificationsService;
  settings: NotificationSettings;
  requireUser: preHandlerAsyncHookHandler;
}

const tags = ['notifications'];

export const notificationsRoutes: FastifyPluginAsyncTypebox<NotificationsRoutesOptions> = async (app, options) => {
  const { contexts, notifications, settings, requireUser } = options;
  app.addHook('preHandler', requireUser);

  app.get('/dashboard/notifications', {
    schema: { operationId: 'notifications', tags, security: bearerSecurity, querystring: NotificationsQuery, response: { 200: NotificationPage } },
  }, async (request) => {
    const ctx = await contexts.resolve(request, request.query);
    const { page = 1, perPage = 10, type, column, sort } = request.query;
    return notifications.list(currentUser(request).userId, { type, column, sort }, { page, perPage }, pageUrlOf(request.url), ctx);
  });

  app.get('/dashboard/notifications/:id', {
    schema: {
      operationId: 'notification', tags, security: bearerSecurity, params: NotificationParams, querystring: LocaleOnlyQuery,
      response: { 200: NotificationResponse },
    },
  }, async (request) => {
    const ctx = await contexts.resolve(request, request.query);
    return success(await notifications.show(currentUser(request).userId, request.params.id, ctx));
  });

  app.post('/dashboard/notifications/:id/read-at', {
    schema: {
      operationId: 'readNotification', tags, security: bearerSecurity, params: NotificationParams, querystring: LocaleOnlyQuery,
      response: { 200: NotificationResponse },
    },
  }, async (request) => {
    const ctx = await contexts.resolve(request, request.query);
    return success(await notifications.markRead(currentUser(request).userId, request.params.id, ctx));
  });

  app.post('/dashboard/notifications/read-all', {
    schema: {
      operationId: 'readAllNotifications', tags, security: bearerSecurity, querystring: LocaleOnlyQuery,
      response: { 200: ReadAllNotificationsResponse },
    },
  }, async (request) => {
    await contexts.resolve(request, request.query);
    await notifications.markAllRead(currentUser(request).userId);
    return success(null);
  });

  // The reference answers these counts raw, without the envelope (§9.2).
  app.get('/dashboard/user/profile/notifications-statistic', {
    schema: {
      operationId: 'notificationStatistic', tags, security: bearerSecurity, querystring: LocaleOnlyQuery,
      response: { 200: NotificationStatistic },
    },
  }, async (request) => {
    await contexts.resolve(request, request.query);
    return notifications.statistic(currentUser(request).userId);
  });

  app.get('/dashboard/user/notifications', {
    schema: {
      operationId: 'notificationSettings', tags, security: bearerSecurity, querystring: LocaleOnlyQuery,
      response: { 200: NotificationSettingsResponse },
    },
  }, async (request) => {
    await contexts.resolve(request, request.query);
    return success(await settings.list(currentUser(request).userId));
  });

  app.post('/dashboard/user/update/notifications', {
    schema: {
      operationId: 'updateNotificationSettings', tags, security: bearerSecurity, querystring: LocaleOnlyQuery,
      body: UpdateNotificationSettingsBody, response: { 200: NotificationSettingsResponse },
    },
  }, async (request) => {
    await contexts.resolve(request, request.query);
    return success(await settings.update(currentUser(request).userId, request.body.notifications));
  });
};
