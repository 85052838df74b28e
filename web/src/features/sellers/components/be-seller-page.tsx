import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import accountStrings from '../../../locales/en/account-screens.json';
import { useScreenStrings } from '../../../shared/lib/i18n/screen-strings';
import { Page } from '../../../shared/ui/page';
import { Card } from '../../../shared/ui/card';
import { SecondaryButton } from '../../../shared/ui/buttons';
import { ShimmerRows } from '../../../shared/ui/shimmer';
import { useSellerApplication } from '../hooks/use-seller-application';
import { SellerApplicationForm } from './seller-application-form';
import { SellerApplicationStatus } from './seller-application-status';

const useStyles = makeStyles({
  column: { display: 'grid', rowGap: tokens.spacingVerticalL, maxWidth: '760px', width: '100%' },
  error: { display: 'grid', justifyItems: 'start', rowGap: tokens.spacingVerticalS },
});

/** /be-seller (signed-in, inside the shell): the user's application and its status, or the
 * form to send one. */
export function BeSellerPage() {
  useScreenStrings(accountStrings);
  const styles = useStyles();
  const { t } = useTranslation();
  const { application, loading, none, error, refetch } = useSellerApplication();

  let body;
  if (application) body = <SellerApplicationStatus application={application} />;
  else if (none) body = <SellerApplicationForm onAlreadyApplied={() => void refetch().catch(() => undefined)} />;
  else if (error)
    body = (
      <Card label={t('seller.request')}>
        <div className={styles.error} role="alert">
          <Text>{t('seller.loadError')}</Text>
          <SecondaryButton onClick={() => void refetch().catch(() => undefined)}>{t('seller.retry')}</SecondaryButton>
        </div>
      </Card>
    );
  else if (loading) body = <ShimmerRows count={3} />;

  return (
    <Page title={t('seller.title')}>
      <div className={styles.column}>{body}</div>
    </Page>
  );
}

export default BeSellerPage;
