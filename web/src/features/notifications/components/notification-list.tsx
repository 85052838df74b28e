import { useEffect, useRef } from 'react';
import { Button, MessageBar, MessageBarActions, MessageBarBody, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { NetworkStatus } from '@apollo/client';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  useNotificationsQuery,
  useReadNotificationMutation,
  type NotificationFieldsFragment,
} from '../../../graphql/notifications.generated';
import { apiErrorOf } from '../../../shared/lib/graphql/api-error';
import { translateApiError } from '../../../shared/lib/i18n/api-messages';
import { useNotify } from '../../../shared/ui/notify';
import { ShimmerRows } from '../../../shared/ui/shimmer';
import { NOTIFICATIONS_PER_PAGE, typesOf, type NotificationTab } from '../lib/notification-tabs';
import { targetOf } from '../lib/notification-target';
import { useOrdersStrings } from '../../orders';
import { NotificationItem } from './notification-item';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', rowGap: tokens.spacingVerticalXS },
  more: { display: 'flex', justifyContent: 'center', paddingBlock: tokens.spacingVerticalM },
  empty: { display: 'block', textAlign: 'center', paddingBlock: tokens.spacingVerticalXXL, color: tokens.colorNeutralForeground3 },
});

/** A failed mark-read toasts the server's message (translated where it is known). */
export function markReadError(t: TFunction, error: unknown): string {
  const apiError = apiErrorOf(error);
  return apiError?.status === 404 ? t('notifications.gone') : translateApiError(t, apiError);
}

/** Marks a notification read when it is opened; the badge is read again afterwards. */
function useOpenNotification(onNavigate: () => void) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const [read] = useReadNotificationMutation({ refetchQueries: ['NotificationStatistic'] });
  return (notification: NotificationFieldsFragment) => {
    if (!notification.read_at) {
      read({ variables: { id: notification.id } }).catch((error: unknown) => notify.error(markReadError(t, error)));
    }
    const target = targetOf(notification);
    if (target) {
      onNavigate();
      navigate(target);
    }
  };
}

/** Reads the list again when the badge counts more unread than before: something new arrived
 * while the panel is open. */
function useNewArrivals(unread: number, refetch: () => Promise<unknown>) {
  const seen = useRef(unread);
  useEffect(() => {
    if (unread > seen.current) refetch().catch(() => undefined);
    seen.current = unread;
  }, [unread, refetch]);
}

/** One tab's notifications, newest first, 5 at a time with "View more". */
export function NotificationList({ tab, unread, onNavigate }: { tab: NotificationTab; unread: number; onNavigate: () => void }) {
  useOrdersStrings(); // a status change reads as the order's page says it
  const styles = useStyles();
  const { t } = useTranslation();
  const open = useOpenNotification(onNavigate);
  const { data, error, networkStatus, fetchMore, refetch } = useNotificationsQuery({
    variables: { page: 1, perPage: NOTIFICATIONS_PER_PAGE, type: typesOf(tab) },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  useNewArrivals(unread, refetch);
  const page = data?.notifications;
  const items = page?.items ?? [];
  if (!page) {
    if (error) {
      return (
        <MessageBar intent="error">
          <MessageBarBody>{t('notifications.loadFailed')}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => void refetch().catch(() => undefined)}>{t('notifications.retry')}</Button>
          </MessageBarActions>
        </MessageBar>
      );
    }
    return <ShimmerRows count={3} />;
  }
  if (items.length === 0) return <Text className={styles.empty}>{t('notifications.empty')}</Text>;
  const loadingMore = networkStatus === NetworkStatus.fetchMore;
  return (
    <>
      <ul className={styles.list} aria-label={t(`notifications.tabs.${tab}`)}>
        {items.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} onOpen={() => open(notification)} />
        ))}
      </ul>
      {page.pageInfo.current_page < page.pageInfo.last_page && (
        <div className={styles.more}>
          <Button
            disabled={loadingMore}
            icon={loadingMore ? <Spinner size="tiny" /> : undefined}
            onClick={() => void fetchMore({ variables: { page: page.pageInfo.current_page + 1 } }).catch(() => undefined)}
          >
            {t('notifications.viewMore')}
          </Button>
        </div>
      )}
    </>
  );
}
