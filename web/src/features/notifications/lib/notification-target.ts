import type { NotificationFieldsFragment } from '../../../graphql/notifications.generated';
import { newsLink } from '../../news';

type Target = Pick<NotificationFieldsFragment, 'type' | 'order' | 'blog'>;

/** Where opening a notification goes; null when it only gets read. */
export function targetOf(notification: Target): string | null {
  switch (notification.type) {
    case 'status_changed':
      return notification.order ? `/orders/${notification.order.id}` : null;
    case 'booking_status':
      return '/reservations';
    case 'new_user_by_referral':
      return '/wallet'; // the reward it announces is in the wallet's history
    case 'news_publish':
      return notification.blog ? newsLink(notification.blog.uuid) : null;
    default:
      return null;
  }
}
