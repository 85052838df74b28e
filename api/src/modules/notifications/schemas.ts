// Contract of a signed-in user's notifications and notification settings.
// Types and list options are checked by the service with messages naming the field (enum
// keywords would turn the GraphQL inputs into custom scalars).
import { Type } from 'typebox';
import {
  DATE, localeQuery, nullable, nullableString, pageOf, pageQuery, positiveId, rowDates, stringEnum, successEnvelope,
} from '../../http/schemas';
import { NOTIFICATION_TYPES } from './tables';

const TYPES = 'new_order, new_user_by_referral, status_changed, new_in_table, booking_status, new_booking or news_publish';

export const NotificationType = stringEnum(NOTIFICATION_TYPES, 'NotificationType', `What a notification is about: ${TYPES}.`);

/** Free-form facts for the client, e.g. `{id, status, type}` of an order (a JSON scalar in GraphQL). */
export const NotificationData = Type.Unsafe<Record<string, unknown>>(
  Type.Object({}, {
    title: 'NotificationData',
    additionalProperties: true,
    description: 'What the client needs to act on a notification (a JSON scalar in GraphQL): `{id, status, type}` of an order '
      + 'for status_changed, `{id, uuid, type}` of a news item for news_publish.',
  }),
);

export const NotificationClient = Type.Object({
  id: Type.Integer({ description: 'Id of the user.' }),
  firstname: nullableString('First name, or null.'),
  lastname: nullableString('Last name, or null.'),
  img: nullableString('Avatar: a path under `/storage/images/` or a full URL; null when none.'),
}, { title: 'NotificationClient', description: 'The user whose action caused the notification (e.g. the staff member who moved the order).' });

export const NotificationOrder = Type.Object({
  id: Type.Integer({ description: 'Id of the order (open it at `/orders/{id}`).' }),
}, { title: 'NotificationOrder', description: 'The order a notification is about.' });

export const NotificationBlog = Type.Object({
  uuid: Type.String({ description: 'Uuid of the news item (open it at `/?news={uuid}`).' }),
  title: Type.String({ description: 'Its title in the requested language, else the default one.' }),
  short_desc: Type.String({ description: 'Its short description in the requested language, else the default one: what to show as the '
    + 'body, since `body` is in the language the user had when the item was published.' }),
}, { title: 'NotificationBlog', description: 'The news item a notification is about.' });

export const Notification = Type.Object({
  id: Type.Integer({ description: 'Id of the notification.' }),
  type: NotificationType,
  title: Type.String({ description: 'Order notifications: the order id; news: the item\'s title (in the user\'s language when it was made).' }),
  body: Type.String({ description: 'The message, e.g. "Your order is accepted, Will Start Cooking soon" or the news item\'s short description.' }),
  data: NotificationData,
  user_id: Type.Integer({ description: 'The user it was sent to (you).' }),
  read_at: nullableString(`When it was first read, ${DATE}; null while unread.`),
  ...rowDates('When it was made'),
  client: nullable(NotificationClient),
  order: nullable(NotificationOrder),
  blog: nullable(NotificationBlog),
}, {
  title: 'Notification',
  description: 'A notification of the signed-in user. `client` (who caused it), `order` and `blog` (the news item) are null when '
    + 'they do not apply (the kitchen simulator has no client).',
});

export const NotificationStatistic = Type.Object({
  notification: Type.Integer({ description: 'Unread notifications of every type.' }),
  new_order: Type.Integer({ description: 'Unread new_order notifications.' }),
  new_user_by_referral: Type.Integer({ description: 'Unread new_user_by_referral notifications.' }),
  status_changed: Type.Integer({ description: 'Unread status_changed notifications (order status changes).' }),
  new_in_table: Type.Integer({ description: 'Unread new_in_table notifications.' }),
  booking_status: Type.Integer({ description: 'Unread booking_status notifications.' }),
  new_booking: Type.Integer({ description: 'Unread new_booking notifications.' }),
  news_publish: Type.Integer({ description: 'Unread news_publish notifications (news).' }),
  transaction: Type.Integer({ description: 'Your payments still in progress (cash to pay).' }),
}, { title: 'NotificationStatistic', description: 'Unread notifications per type, and payments in progress (no envelope).' });

export const NotificationSetting = Type.Object({
  id: Type.Integer({ description: 'Id of the setting, 1..7, stable per type.' }),
  type: NotificationType,
  active: Type.Boolean({ description: 'Notifications of this type are made; true until switched off.' }),
}, { title: 'NotificationSetting', description: 'Whether the signed-in user gets one type of notification.' });

// Requests.

export const NotificationsQuery = Type.Object({
  ...localeQuery,
  ...pageQuery,
  type: Type.Optional(Type.String({
    description: `One type or several separated by commas (${TYPES}); unknown types are ignored, and with none left every type is listed.`,
  })),
  column: Type.Optional(Type.String({ description: 'Sort by id, created_at or read_at (else 400 `params.column`); default id.' })),
  sort: Type.Optional(Type.String({ description: 'asc or desc, any case (else 400 `params.sort`); default desc. read_at desc lists the unread first.' })),
});

export const NotificationParams = Type.Object({ id: positiveId('Id of one of your notifications (another user\'s or an unknown one → 404).') });

export const UpdateNotificationSettingsBody = Type.Object({
  notifications: Type.Array(Type.Object({
    type: Type.Optional(Type.String({ description: `The type to switch: ${TYPES} (else 400 \`params.notifications.N.type\`).` })),
    notification_id: Type.Optional(Type.Integer({
      description: 'Or the type\'s id (1..7, as the settings and the profile\'s `notifications` list them), as Foodyman clients send it; '
        + '`type` wins when both are sent; an unknown id → 400 `params.notifications.N.notification_id`, neither → 400 '
        + '`params.notifications.N.type`.',
    })),
    active: Type.Boolean({ description: 'true: make notifications of this type; false: make none.' }),
  }, { title: 'NotificationSettingChange', description: 'One type switched on or off.' }), {
    description: '1..100 entries; a type sent twice takes the last entry, types not sent keep their setting.',
  }),
}, { title: 'UpdateNotificationSettings', description: 'Notification types to switch on or off.' });

export const NotificationPage = pageOf('NotificationPage', Notification, 'A page of the signed-in user\'s notifications.',
  'The page\'s notifications, in the order asked for.');
export const NotificationResponse = successEnvelope('NotificationResponse', Notification, 'One notification.');
export const ReadAllNotificationsResponse = successEnvelope('ReadAllNotificationsResponse', Type.Null({ description: 'Always null.' }),
  'Every notification is read.');
export const NotificationSettingsResponse = successEnvelope('NotificationSettingsResponse',
  Type.Array(NotificationSetting, { description: 'Every type with its setting, by id.' }), 'The signed-in user\'s notification settings.');
