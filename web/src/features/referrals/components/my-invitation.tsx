import { Field, Input, MessageBar, MessageBarBody, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useMyReferralQuery } from '../../../graphql/referrals.generated';
import { useCurrency } from '../../../shared/hooks/use-currency';
import { useHydrated } from '../../../shared/hooks/use-hydrated';
import { formatMoney } from '../../../shared/lib/format';
import { SecondaryButton } from '../../../shared/ui/buttons';
import { Card } from '../../../shared/ui/card';
import { Money } from '../../../shared/ui/money';
import { RouteLink } from '../../../shared/ui/route-link';
import { Shimmer } from '../../../shared/ui/shimmer';
import type { ReferralProgramme } from '../hooks/use-referral-programme';
import { referralLink, referralPath } from '../lib/share-link';
import { ShareLinkButton } from './share-link-button';

const useStyles = makeStyles({
  code: {
    margin: 0,
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
    fontWeight: tokens.fontWeightSemibold,
    letterSpacing: '0.08em',
    color: tokens.colorBrandForeground1,
  },
  label: { color: tokens.colorNeutralForeground3 },
  share: { display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: tokens.spacingHorizontalM },
  link: { flexGrow: 1, flexBasis: '220px', minWidth: 0 },
  figures: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalM,
    margin: 0,
  },
  figure: {
    display: 'grid',
    rowGap: tokens.spacingVerticalXXS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  term: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0, fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500, fontWeight: tokens.fontWeightSemibold },
  skeleton: { display: 'grid', rowGap: tokens.spacingVerticalM },
});

/** A signed-in customer's code, the link to share it, and what it brought: friends who joined
 * and what they earned the customer (the api's figures), with the way to the wallet's history. */
export function MyInvitation({ programme }: { programme: ReferralProgramme }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const currency = useCurrency();
  // The full link needs this page's origin, known in the browser only: the server's page (and
  // the hydration) show the path.
  const origin = useHydrated() ? window.location.origin : '';
  const { data, error, refetch } = useMyReferralQuery({ fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  const me = data?.profile;

  if (!me) {
    return (
      <Card title={t('referrals.mine.title')}>
        {error ? (
          <>
            <MessageBar intent="error" layout="multiline"><MessageBarBody>{t('referrals.mine.loadFailed')}</MessageBarBody></MessageBar>
            <SecondaryButton onClick={() => void refetch().catch(() => undefined)}>{t('referrals.retry')}</SecondaryButton>
          </>
        ) : (
          <div className={styles.skeleton} data-testid="my-invitation-loading">
            <Shimmer width="50%" height={40} />
            <Shimmer height={32} />
            <Shimmer height={72} />
          </div>
        )}
      </Card>
    );
  }

  const link = origin ? referralLink(origin, me.my_referral) : referralPath(me.my_referral);
  const text = t('referrals.mine.shareText', { code: me.my_referral, priceTo: formatMoney(programme.price_to, currency) });
  return (
    <Card title={t('referrals.mine.title')}>
      <div>
        <Text className={styles.label}>{t('referrals.mine.code')}</Text>
        <p className={styles.code} dir="ltr" data-testid="referral-code">{me.my_referral}</p>
      </div>
      <div className={styles.share}>
        <Field label={t('referrals.mine.link')} className={styles.link}>
          <Input readOnly value={link} dir="ltr" onFocus={(event) => event.currentTarget.select()} />
        </Field>
        <ShareLinkButton link={link} text={text} />
      </div>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt className={styles.term}>{t('referrals.mine.friends')}</dt>
          <dd className={styles.value} data-testid="referral-count">{me.referral_count ?? 0}</dd>
        </div>
        <div className={styles.figure}>
          <dt className={styles.term}>{t('referrals.mine.earned')}</dt>
          <dd className={styles.value} data-testid="referral-earned"><Money amount={me.referral_earned ?? 0} /></dd>
        </div>
      </dl>
      <RouteLink to="/wallet">{t('referrals.mine.history')}</RouteLink>
    </Card>
  );
}
