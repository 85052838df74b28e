import { Suspense, lazy, useState } from 'react';
import { Button, CounterBadge, makeStyles } from '@fluentui/react-components';
import { AlertRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useOpenedOnce } from '../../../shared/hooks/use-opened-once';
import { useNotificationStatistic } from '../hooks/use-notification-statistic';
import { useNotificationsStrings } from '../hooks/use-notifications-strings';

// Drawer, tabs and the list load on the first open, not with the header.
const NotificationPanel = lazy(() => import('./notification-panel'));

const useStyles = makeStyles({
  icon: { position: 'relative', display: 'inline-flex' },
  badge: { position: 'absolute', top: '-6px', insetInlineStart: '10px' },
});

/** The header's bell: the unread count as a badge; opens the notification panel. */
export function NotificationBell() {
  useNotificationsStrings();
  const styles = useStyles();
  const { t } = useTranslation();
  const unread = useNotificationStatistic()?.notification ?? 0;
  const [open, setOpen] = useState(false);
  const used = useOpenedOnce(open);
  return (
    <>
      <Button
        appearance="subtle"
        aria-label={t('notifications.bell', { count: unread })}
        icon={
          <span className={styles.icon}>
            <AlertRegular />
            {unread > 0 && (
              <CounterBadge className={styles.badge} count={unread} overflowCount={99} size="small" data-testid="notification-badge" />
            )}
          </span>
        }
        onClick={() => setOpen(true)}
      />
      {used && (
        <Suspense fallback={null}>
          <NotificationPanel open={open} onOpenChange={setOpen} unread={unread} />
        </Suspense>
      )}
    </>
  );
}

export default NotificationBell;
