import { makeStyles, tokens } from '@fluentui/react-components';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useWalletProfileQuery } from '../../../graphql/wallet.generated';
import { Page } from '../../../shared/ui/page';
import { SectionNav } from '../../../shared/ui/section-nav';
import { twoColumnsFrom } from '../../../shared/ui/two-columns';
import { useWalletCache } from '../hooks/use-wallet-cache';
import { useWalletStrings } from '../hooks/use-wallet-strings';
import { BalanceCard } from './balance-card';
import { ConvertPointsForm } from './convert-points-form';
import { PointsHistory } from './points-history';
import { TopUpForm } from './top-up-form';
import { WalletHistory } from './wallet-history';
import { WithdrawForm } from './withdraw-form';

const useStyles = makeStyles({
  // One column on phones; the forms side by side from a tablet's width; at 1140 px the forms
  // beside the history.
  layout: twoColumnsFrom(1140, 'minmax(0, 2fr) minmax(0, 3fr)', tokens.spacingHorizontalL),
  forms: { display: 'grid', gap: tokens.spacingHorizontalL, gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))', alignItems: 'start' },
});

/** The wallet's sections, each at its own address. */
export const WALLET_PATH = '/wallet';
export const POINTS_PATH = '/wallet/points';

/** /wallet and /wallet/points (signed-in): the balance and the reward points; then the money
 * section (top up, withdraw, the history) or the points section (convert, the points history),
 * each list paged by `?page=`. */
export function WalletPage() {
  useWalletStrings();
  useWalletCache();
  const styles = useStyles();
  const { t } = useTranslation();
  const points = useLocation().pathname.startsWith(POINTS_PATH);
  const profile = useWalletProfileQuery({ fetchPolicy: 'cache-and-network' });
  return (
    <Page title={t('wallet.title')}>
      <BalanceCard me={profile.data?.profile} failed={Boolean(profile.error)} retry={() => void profile.refetch().catch(() => undefined)} />
      <SectionNav
        label={t('wallet.sections')}
        sections={[{ to: WALLET_PATH, label: t('wallet.tabs.money') }, { to: POINTS_PATH, label: t('wallet.tabs.points') }]}
      />
      <div className={styles.layout}>
        {points ? (
          <>
            <div className={styles.forms}><ConvertPointsForm /></div>
            <PointsHistory />
          </>
        ) : (
          <>
            <div className={styles.forms}>
              <TopUpForm />
              <WithdrawForm />
            </div>
            <WalletHistory />
          </>
        )}
      </div>
    </Page>
  );
}

export default WalletPage;
