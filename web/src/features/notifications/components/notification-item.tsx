import { Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { AlertRegular, ClockRegular, NewsRegular, ReceiptRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { NotificationFieldsFragment } from '../../../graphql/notifications.generated';
import { formatRelative } from '../../../shared/lib/format/date';
import { Avatar } from '../../../shared/ui/avatar';
import { orderStatusOf, statusMessageKey } from '../../orders';

const AVATAR_PX = 40;

const useStyles = makeStyles({
  item: {
    display: 'grid',
    gridTemplateColumns: `${AVATAR_PX}px minmax(0, 1fr) auto`,
    columnGap: tokens.spacingHorizontalM,
    alignItems: 'start',
    width: '100%',
    padding: tokens.spacingHorizontalM,
    border: 'none',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: 'transparent',
    color: tokens.colorNeutralForeground1,
    textAlign: 'start',
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  unread: { backgroundColor: tokens.colorBrandBackground2, ':hover': { backgroundColor: tokens.colorBrandBackground2Hover } },
  icon: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: `${AVATAR_PX}px`,
    height: `${AVATAR_PX}px`,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorBrandForeground1,
    fontSize: '20px',
  },
  text: { display: 'grid', rowGap: tokens.spacingVerticalXXS, minWidth: 0, overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
  dot: {
    width: '10px',
    height: '10px',
    marginBlockStart: tokens.spacingVerticalXS,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground,
  },
});

const TYPE_ICONS: Record<string, typeof AlertRegular> = {
  status_changed: ReceiptRegular,
  new_order: ReceiptRegular,
  news_publish: NewsRegular,
  booking_status: ClockRegular,
  new_booking: ClockRegular,
};

/** Who caused it (their avatar), else an icon for its kind: the kitchen and the news have none. */
function NotificationAvatar({ notification }: { notification: NotificationFieldsFragment }) {
  const styles = useStyles();
  if (notification.client) {
    return <Avatar src={notification.client.img} firstname={notification.client.firstname} size={AVATAR_PX} />;
  }
  const Icon = TYPE_ICONS[notification.type] ?? AlertRegular;
  return (
    <span className={styles.icon} aria-hidden>
      <Icon />
    </span>
  );
}

/** An order's notification is titled with the order's id (as Foodyman backends title it), a reservation's with
 * the reservation's; a news item's with its title in the language being read (the stored text is in
 * the language of the day it was sent). */
function titleOf(notification: NotificationFieldsFragment, t: TFunction): string {
  const isOrder = notification.type === 'status_changed' || notification.type === 'new_order';
  if (isOrder && notification.order) return t('notifications.orderTitle', { id: notification.order.id });
  const isReservation = notification.type === 'booking_status' || notification.type === 'new_booking';
  if (isReservation && notification.data.id != null) return t('notifications.reservationTitle', { id: String(notification.data.id) });
  return notification.blog?.title ?? notification.title;
}

/** A status change says the customer's message for the status, a news item its short description,
 * in the language being read; other kinds keep the stored text. */
function bodyOf(notification: NotificationFieldsFragment, t: TFunction): string {
  const status = notification.type === 'status_changed' ? orderStatusOf(String(notification.data.status ?? '')) : null;
  if (status) return t(statusMessageKey(status));
  return notification.blog?.short_desc || notification.body;
}

/** One notification: avatar, title, body and how long ago; unread ones are tinted, bold and dotted. */
export function NotificationItem({ notification, onOpen }: { notification: NotificationFieldsFragment; onOpen: () => void }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const unread = !notification.read_at;
  const body = bodyOf(notification, t);
  return (
    <li>
      <button type="button" className={mergeClasses(styles.item, unread && styles.unread)} onClick={onOpen} data-unread={unread}>
        <NotificationAvatar notification={notification} />
        <span className={styles.text}>
          <Text weight={unread ? 'semibold' : 'regular'}>{titleOf(notification, t)}</Text>
          {body && <Text size={200}>{body}</Text>}
          <Text size={200} className={styles.muted}>
            {formatRelative(notification.created_at, i18n.language)}
          </Text>
        </span>
        {unread ? <span className={styles.dot} role="img" aria-label={t('notifications.unread')} /> : <span />}
      </button>
    </li>
  );
}
