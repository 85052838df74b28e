import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { AlertRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import accountStrings from '../../../locales/en/account-screens.json';
import { useScreenStrings } from '../../../shared/lib/i18n/screen-strings';
import { Page } from '../../../shared/ui/page';
import { Card } from '../../../shared/ui/card';
import { PreferencesPanel } from './preferences-panel';

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    rowGap: tokens.spacingVerticalL,
    columnGap: tokens.spacingHorizontalL,
    alignItems: 'start',
    '@media (min-width: 768px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
  soon: { display: 'flex', alignItems: 'flex-start', columnGap: tokens.spacingHorizontalM, color: tokens.colorNeutralForeground2 },
  icon: { fontSize: '24px', flexShrink: 0, color: tokens.colorBrandForeground1 },
});

/**
 * SEAM (notifications): the notification preferences (POST /dashboard/user/update/notifications)
 * replace this panel when notifications exist; until then it says so.
 */
function NotificationSettingsPlaceholder() {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <Card title={t('settings.notifications')}>
      <div className={styles.soon}>
        <AlertRegular className={styles.icon} aria-hidden />
        <Text>{t('settings.notificationsSoon')}</Text>
      </div>
    </Card>
  );
}

/** /settings (signed-in, inside the shell): notification settings (to come) and the language,
 * currency and theme preferences. */
export function SettingsPage() {
  useScreenStrings(accountStrings);
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <Page title={t('settings.title')}>
      <div className={styles.layout}>
        <Card title={t('settings.preferences')}>
          <PreferencesPanel />
        </Card>
        <NotificationSettingsPlaceholder />
      </div>
    </Page>
  );
}
