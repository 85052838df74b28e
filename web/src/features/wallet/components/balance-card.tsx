import type { ReactNode } from 'react';
import { MessageBar, MessageBarActions, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { WalletProfileQuery } from '../../../graphql/wallet.generated';
import { SecondaryButton } from '../../../shared/ui/buttons';
import { Card } from '../../../shared/ui/card';
import { Money } from '../../../shared/ui/money';
import { Shimmer } from '../../../shared/ui/shimmer';
import { useMoneyText } from '../hooks/use-money-text';
import { formatPoints } from '../lib/points';

export type WalletProfile = NonNullable<WalletProfileQuery['profile']>;

const useStyles = makeStyles({
  figures: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))', gap: tokens.spacingHorizontalM, margin: 0 },
  figure: {
    display: 'grid',
    alignContent: 'start',
    rowGap: tokens.spacingVerticalXXS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  term: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, lineHeight: tokens.lineHeightBase200 },
  value: { margin: 0, fontSize: tokens.fontSizeBase600, lineHeight: tokens.lineHeightBase600, fontWeight: tokens.fontWeightSemibold },
  worth: { margin: 0, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, lineHeight: tokens.lineHeightBase200 },
  // What the customer owes reads in red, like the money that went out.
  owed: { margin: 0, color: tokens.colorPaletteRedForeground1, fontSize: tokens.fontSizeBase200, lineHeight: tokens.lineHeightBase200 },
});

function Figure({ term, testId, value, below }: { term: string; testId: string; value: ReactNode; below?: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.figure}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value} data-testid={testId}>{value}</dd>
      {below}
    </div>
  );
}

/** The wallet's balance and the reward points with what they are worth (the api's figure);
 * under each, what the customer owes when a refund took back more than the balance held (the
 * next money or points coming in pay it first, docs/wallet.md "Debts"); while the profile loads,
 * placeholders of the figures' height. */
export function BalanceCard({ me, failed, retry }: { me: WalletProfile | null | undefined; failed: boolean; retry: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const moneyText = useMoneyText();
  const points = me?.points ?? 0;
  const worth = me?.points_worth ?? 0;
  const debt = me?.wallet?.debt ?? 0;
  const pointsDebt = me?.points_debt ?? 0;
  const figure = (value: ReactNode) => (me ? value : <Shimmer width={120} height={32} />);

  if (!me && failed) {
    return (
      <Card title={t('wallet.balance.title')}>
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>{t('wallet.balance.loadFailed')}</MessageBarBody>
          <MessageBarActions><SecondaryButton onClick={retry}>{t('wallet.retry')}</SecondaryButton></MessageBarActions>
        </MessageBar>
      </Card>
    );
  }
  return (
    <Card title={t('wallet.balance.title')}>
      <dl className={styles.figures}>
        <Figure
          term={t('wallet.balance.money')}
          testId="wallet-balance"
          value={figure(<Money amount={me?.wallet?.price ?? 0} />)}
          below={debt > 0 && <dd className={styles.owed} data-testid="wallet-debt">{t('wallet.balance.debt', { amount: moneyText(debt) })}</dd>}
        />
        <Figure
          term={t('wallet.balance.points')}
          testId="points-balance"
          value={figure(<bdi>{formatPoints(points)}</bdi>)}
          below={
            <>
              <dd className={styles.worth} data-testid="points-worth">
                {me ? worth > 0 && t('wallet.balance.worth', { amount: moneyText(worth) }) : <Shimmer width={80} height={16} />}
              </dd>
              {pointsDebt > 0 && (
                <dd className={styles.owed} data-testid="points-debt">
                  {t('wallet.balance.pointsDebt', { count: pointsDebt, formatted: formatPoints(pointsDebt) })}
                </dd>
              )}
            </>
          }
        />
      </dl>
    </Card>
  );
}
