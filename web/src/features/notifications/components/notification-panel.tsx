import { useState, type ReactNode } from 'react';
import { useApolloClient } from '@apollo/client';
import {
  Button,
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  OverlayDrawer,
  Tab,
  TabList,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { CheckmarkCircleRegular, DismissRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useReadAllNotificationsMutation } from '../../../graphql/notifications.generated';
import { apiErrorOf } from '../../../shared/lib/graphql/api-error';
import { translateApiError } from '../../../shared/lib/i18n/api-messages';
import { useIsSmall } from '../../../shared/hooks/use-media-query';
import { useNotify } from '../../../shared/ui/notify';
import { fullScreenSurface } from '../../../shared/ui/surface-styles';
import { NOTIFICATION_TABS, type NotificationTab } from '../lib/notification-tabs';
import { addNotificationPolicies, markCachedRead } from '../lib/notifications-cache';
import { NotificationList } from './notification-list';

const useStyles = makeStyles({
  fullScreen: { ...fullScreenSurface, padding: tokens.spacingHorizontalL },
  dialogBody: { height: '100%', gridTemplateRows: 'auto 1fr' },
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

/** spec §2 notification panel: a side drawer, or a full-screen dialog up to 576 px wide. */
export function NotificationPanel({ open, onOpenChange, unread }: NotificationPanelProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  addNotificationPolicies(useApolloClient().cache);
  const small = useIsSmall();
  const close = () => onOpenChange(false);
  const title: ReactNode = t('notifications.title');
  const closeButton = <Button appearance="subtle" icon={<DismissRegular />} aria-label={t('common.close')} onClick={close} />;
  const content = <PanelContent unread={unread} onNavigate={close} />;
  if (small) {
    return (
      <Dialog open={open} onOpenChange={(_, data) => onOpenChange(data.open)}>
        <DialogSurface className={styles.fullScreen} data-testid="notification-panel" data-layout="full-screen">
          <DialogBody className={styles.dialogBody}>
            <DialogTitle action={closeButton}>{title}</DialogTitle>
            <DialogContent>{content}</DialogContent>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    );
  }
  return (
    <OverlayDrawer
      open={open}
      position="end"
      size="medium"
      onOpenChange={(_, data) => onOpenChange(data.open)}
      data-testid="notification-panel"
      data-layout="drawer"
    >
      <DrawerHeader>
        <DrawerHeaderTitle action={closeButton}>{title}</DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>{content}</DrawerBody>
    </OverlayDrawer>
  );
}

export default NotificationPanel;
