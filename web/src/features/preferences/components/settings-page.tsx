import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import accountStrings from '../../../locales/en/account-screens.json';
import { useScreenStrings } from '../../../shared/lib/i18n/screen-strings';
import { Page } from '../../../shared/ui/page';
import { Card } from '../../../shared/ui/card';
import { NotificationSettings } from '../../notifications';
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
});

/** /settings (signed-in, inside the shell): the language, currency and theme preferences and
 * the notification settings. */
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
        <NotificationSettings />
      </div>
    </Page>
  );
}
