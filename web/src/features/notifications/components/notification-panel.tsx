import { useState } from 'react';
import { useApolloClient } from '@apollo/client';
import { Button, Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkCircleRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useReadAllNotificationsMutation } from '../../../graphql/notifications.generated';
import { apiErrorOf } from '../../../shared/lib/graphql/api-error';
import { translateApiError } from '../../../shared/lib/i18n/api-messages';
import { useNotify } from '../../../shared/ui/notify';
import { ResponsivePanel } from '../../../shared/ui/responsive-panel';
import { NOTIFICATION_TABS, type NotificationTab } from '../lib/notification-tabs';
import { addNotificationPolicies, markCachedRead } from '../lib/notifications-cache';
import { NotificationList } from './notification-list';

const useStyles = makeStyles({
  content: { display: 'grid', alignContent: 'start', rowGap: tokens.spacingVerticalS },
  tabs: { overflowX: 'auto', marginInline: `calc(-1 * ${tokens.spacingHorizontalS})` },
  actions: { display: 'flex', justifyContent: 'flex-end' },
});

/** Mark all as read: the cached lists show it at once, and the badge is read again. */
function MarkAllRead({ unread }: { unread: number }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const notify = useNotify();
  const [readAll, { loading }] = useReadAllNotificationsMutation({
    refetchQueries: ['NotificationStatistic'],
    update: (cache) => markCachedRead(cache, new Date().toISOString()),
  });
  return (
    <div className={styles.actions}>
      <Button
        appearance="transparent"
        icon={<CheckmarkCircleRegular />}
        disabled={unread === 0 || loading}
        onClick={() => void readAll().catch((error: unknown) => notify.error(translateApiError(t, apiErrorOf(error))))}
      >
        {t('notifications.markAllRead')}
      </Button>
    </div>
  );
}

function PanelContent({ unread, onNavigate }: { unread: number; onNavigate: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [tab, setTab] = useState<NotificationTab>('all');
  return (
    <div className={styles.content}>
      <div className={styles.tabs}>
        <TabList size="small" selectedValue={tab} onTabSelect={(_, data) => setTab(data.value as NotificationTab)}>
          {NOTIFICATION_TABS.map(({ key }) => (
            <Tab key={key} value={key}>
              {t(`notifications.tabs.${key}`)}
            </Tab>
          ))}
        </TabList>
      </div>
      <MarkAllRead unread={unread} />
      <NotificationList key={tab} tab={tab} unread={unread} onNavigate={onNavigate} />
    </div>
  );
}

export interface NotificationPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The badge's count: mark-all-read is off when nothing is unread. */
  unread: number;
}

/** The notification panel: a side drawer, or a full-screen dialog up to 576 px wide. */
export function NotificationPanel({ open, onOpenChange, unread }: NotificationPanelProps) {
  const { t } = useTranslation();
  addNotificationPolicies(useApolloClient().cache);
  return (
    <ResponsivePanel open={open} onOpenChange={onOpenChange} title={t('notifications.title')} testId="notification-panel">
      <PanelContent unread={unread} onNavigate={() => onOpenChange(false)} />
    </ResponsivePanel>
  );
}

export default NotificationPanel;
