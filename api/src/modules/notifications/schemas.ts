// Contract of a signed-in user's notifications (reference §9) and notification settings (§3).
// Types and list options are checked by the service with messages naming the field (enum
// keywords would turn the GraphQL inputs into custom scalars).
import { Type } from 'typebox';
import { NullableString, localeQuery, nullable, pageOf, pageQuery, positiveId, successEnvelope } from '../../http/schemas';

const TYPES = 'new_order | new_user_by_referral | status_changed | new_in_table | booking_status | new_booking | news_publish';

/** Free-form facts for the client, e.g. `{id, status, type}` of an order (a JSON scalar in GraphQL). */
export const NotificationData = Type.Unsafe<Record<string, unknown>>(
  Type.Object({}, { title: 'NotificationData', additionalProperties: true }),
);

export const NotificationClient = Type.Object({
  id: Type.Integer(),
  firstname: NullableString,
  lastname: NullableString,
  img: NullableString,
}, { title: 'NotificationClient' });

export const NotificationOrder = Type.Object({ id: Type.Integer() }, { title: 'NotificationOrder' });

export const NotificationBlog = Type.Object({
  uuid: Type.String(),
  title: Type.String({ description: 'in the requested language (else the default one)' }),
}, { title: 'NotificationBlog' });

export const Notification = Type.Object({
  id: Type.Integer(),
  type: Type.String({ description: TYPES }),
  title: Type.String({ description: 'order notifications: the order id; news: the item\'s title' }),
  body: Type.String(),
  data: NotificationData,
  user_id: Type.Integer(),
  read_at: Type.Union([Type.String(), Type.Null()], { description: 'null while unread' }),
  created_at: Type.String(),
  updated_at: Type.String(),
  client: nullable(NotificationClient),
  order: nullable(NotificationOrder),
  blog: nullable(NotificationBlog),
}, { title: 'Notification' });

export const NotificationStatistic = Type.Object({
  notification: Type.Integer({ description: 'unread notifications' }),
  new_order: Type.Integer(),
  new_user_by_referral: Type.Integer(),
  status_changed: Type.Integer(),
  new_in_table: Type.Integer(),
  booking_status: Type.Integer(),
  new_booking: Type.Integer(),
  news_publish: Type.Integer(),
  transaction: Type.Integer({ description: 'your payments still in progress (cash to pay)' }),
}, { title: 'NotificationStatistic', description: 'unread notifications per type' });

export const NotificationSetting = Type.Object({
  id: Type.Integer({ description: 'stable per type' }),
  type: Type.String({ description: TYPES }),
  active: Type.Boolean(),
}, { title: 'NotificationSetting' });

// Requests.

export const NotificationsQuery = Type.Object({
  ...localeQuery,
  ...pageQuery,
  type: Type.Optional(Type.String({
    description: `one type or several separated by commas (${TYPES}); unknown types are ignored`,
  })),
  column: Type.Optional(Type.String({ description: 'id | created_at | read_at; default id' })),
  sort: Type.Optional(Type.String({ description: 'asc | desc; default desc (with read_at: unread first)' })),
});

export const NotificationParams = Type.Object({ id: positiveId('id of one of your notifications') });

export const UpdateNotificationSettingsBody = Type.Object({
  notifications: Type.Array(Type.Object({
    type: Type.String({ description: TYPES }),
    active: Type.Boolean(),
  }, { title: 'NotificationSettingChange' }), { description: '1..100 entries; types not sent keep their setting' }),
}, { title: 'UpdateNotificationSettings' });

export const NotificationPage = pageOf('NotificationPage', Notification);
export const NotificationResponse = successEnvelope('NotificationResponse', Notification);
export const ReadAllNotificationsResponse = successEnvelope('ReadAllNotificationsResponse', Type.Null());
export const NotificationSettingsResponse = successEnvelope('NotificationSettingsResponse', Type.Array(NotificationSetting));
