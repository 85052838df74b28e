import type { MockedResponse } from '@apollo/client/testing';
import type { GraphQLError } from 'graphql';
import {
  NotificationStatisticDocument,
  NotificationsDocument,
  ReadAllNotificationsDocument,
  ReadNotificationDocument,
  type NotificationFieldsFragment,
} from '../graphql/notifications.generated';

type TestNotification = NotificationFieldsFragment & { __typename: 'Notification' };

const READ_AT = '2026-11-22 19:30:00Z';

/** Notification `id`: an order's status change (order 100 + id) unless `overrides` say otherwise. */
export function testNotification(id: number, overrides: Partial<NotificationFieldsFragment> = {}): TestNotification {
  return {
    __typename: 'Notification', id, type: 'status_changed', title: String(100 + id), body: 'Your order is accepted, Will Start Cooking soon',
    data: { id: 100 + id, status: 'accepted', type: 'status_changed' },
    read_at: null, created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    client: null, order: { __typename: 'NotificationOrder', id: 100 + id } as never, blog: null,
    ...overrides,
  } as TestNotification;
}

/** A news item's notification; `title` and `shortDesc` are the item's texts now, `sentTitle` and
 * `sentBody` the ones stored when it was sent. */
export function newsNotification(
  id: number, uuid: string, title: string, sentTitle = title,
  { shortDesc = 'Fresh from the kitchen', sentBody = shortDesc }: { shortDesc?: string; sentBody?: string } = {},
): TestNotification {
  return testNotification(id, {
    type: 'news_publish', title: sentTitle, body: sentBody, data: { id, uuid, type: 'news_publish' }, order: null,
    blog: { __typename: 'NotificationBlog', uuid, title, short_desc: shortDesc } as never,
  });
}

/** One page of a tab (`type` as the panel sends it), 5 per page. */
export function notificationsMock(items: TestNotification[], { page = 1, lastPage = 1, type }: { page?: number; lastPage?: number; type?: string } = {}): MockedResponse {
  return {
    request: { query: NotificationsDocument, variables: { page, perPage: 5, ...(type ? { type } : {}) } },
    result: {
      data: {
        notifications: {
          __typename: 'NotificationPage', items,
          pageInfo: { __typename: 'PageInfo', current_page: page, last_page: lastPage, per_page: 5, total: items.length },
        },
      },
    },
  };
}

/** The statistic answered with `unread()` each time it is asked; `calls` counts the requests. */
export function statisticMock(unread: () => number) {
  const counter = { calls: 0 };
  const mock: MockedResponse = {
    request: { query: NotificationStatisticDocument },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: () => {
      counter.calls += 1;
      const count = unread();
      return {
        data: {
          notificationStatistic: {
            __typename: 'NotificationStatistic', notification: count, news_publish: 0, status_changed: count, new_order: 0, booking_status: 0, new_booking: 0,
          },
        },
      };
    },
  };
  return { mock, counter };
}

export function readMock(id: number, error?: GraphQLError, onRead?: () => void): MockedResponse {
  return {
    request: { query: ReadNotificationDocument, variables: { id } },
    result: () => {
      if (error) return { errors: [error] };
      onRead?.();
      return { data: { readNotification: { __typename: 'Notification', id, read_at: READ_AT } } };
    },
  };
}

export function readAllMock(onRead?: () => void): MockedResponse {
  return {
    request: { query: ReadAllNotificationsDocument },
    result: () => {
      onRead?.();
      return { data: { readAllNotifications: null } };
    },
  };
}
