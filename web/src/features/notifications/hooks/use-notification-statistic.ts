import { useEffect } from 'react';
import { useNotificationStatisticQuery } from '../../../graphql/notifications.generated';

/** The unread counts are read again every 10 s, so the bell keeps up without a push. */
export const STATISTIC_POLL_MS = 10_000;

const hidden = () => document.visibilityState === 'hidden';

/**
 * The bell's unread counts, through the normalised cache: polled every 10 s while the tab is
 * visible (Apollo skips a poll while it is hidden) and read again when the window gets focus,
 * since a customer coming back to the tab expects the badge to be current at once.
 */
export function useNotificationStatistic() {
  const { data, refetch } = useNotificationStatisticQuery({
    pollInterval: STATISTIC_POLL_MS,
    skipPollAttempt: hidden,
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  useEffect(() => {
    const onFocus = () => {
      if (!hidden()) refetch().catch(() => undefined); // the next poll tries again
    };
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [refetch]);
  return data?.notificationStatistic ?? null;
}
