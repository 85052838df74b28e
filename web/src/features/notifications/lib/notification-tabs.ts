/** The panel's tabs, each a filter on the notification types it shows. */
export const NOTIFICATION_TABS = [
  { key: 'all', types: [] },
  { key: 'news', types: ['news_publish'] },
  { key: 'orders', types: ['status_changed', 'new_order'] },
  { key: 'reservations', types: ['booking_status', 'new_booking'] },
] as const;

export type NotificationTab = (typeof NOTIFICATION_TABS)[number]['key'];

/** The list's `type` argument for a tab: a comma list, or none for all types. */
export function typesOf(tab: NotificationTab): string | undefined {
  const types = NOTIFICATION_TABS.find((t) => t.key === tab)?.types ?? [];
  return types.length > 0 ? types.join(',') : undefined;
}

/** Notifications load 5 per page. */
export const NOTIFICATIONS_PER_PAGE = 5;
