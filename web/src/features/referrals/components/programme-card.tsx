import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { Trans, useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/lib/format/date';
import { imageUrl } from '../../../shared/lib/images';
import { Card } from '../../../shared/ui/card';
import { Money } from '../../../shared/ui/money';
import { Shimmer } from '../../../shared/ui/shimmer';
import type { ReferralProgramme } from '../hooks/use-referral-programme';

const useStyles = makeStyles({
  card: { overflow: 'hidden' },
  // The programme's picture is a 3:1 banner; the box keeps its place while it loads.
  banner: {
    display: 'block',
    width: '100%',
    height: 'auto',
    aspectRatio: '3 / 1',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  title: { margin: 0 },
  offer: { margin: 0, color: tokens.colorBrandForeground1 },
  text: { margin: 0, whiteSpace: 'pre-line' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** The programme: its picture, title, what each side gets (in the chosen currency:
 * `price_from` for the referrer, `price_to` for the friend), its description and end date. */
export function ProgrammeCard({ programme }: { programme: ReferralProgramme }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const title = programme.translation?.title ?? t('referrals.title');
  return (
    <Card label={title} className={styles.card}>
      <img className={styles.banner} src={imageUrl(programme.img)} alt="" width={1200} height={400} fetchPriority="high" />
      <Text as="h2" size={600} weight="semibold" className={styles.title}>
        {title}
      </Text>
      <Text as="p" size={500} weight="semibold" className={styles.offer} data-testid="referral-offer">
        <Trans
          t={t}
          i18nKey="referrals.offer"
          components={{ priceTo: <Money amount={programme.price_to} />, priceFrom: <Money amount={programme.price_from} /> }}
        />
      </Text>
      {programme.translation?.description && <Text as="p" className={styles.text}>{programme.translation.description}</Text>}
      {programme.expired_at && (
        <Text as="p" className={styles.muted} data-testid="referral-ends">
          {t('referrals.endsOn', { date: formatDate(programme.expired_at, i18n.language) })}
        </Text>
      )}
    </Card>
  );
}

/** The programme's "how it works" text, when it has one. */
export function ProgrammeFaq({ programme }: { programme: ReferralProgramme }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const faq = programme.translation?.faq;
  if (!faq) return null;
  return (
    <Card title={t('referrals.faqTitle')}>
      <Text as="p" className={styles.text}>{faq}</Text>
    </Card>
  );
}

/** The programme card's shape while it loads: banner, title and two lines. */
export function ProgrammeCardSkeleton() {
  const styles = useStyles();
  return (
    <Card className={styles.card}>
      <span className={styles.banner}><Shimmer width="100%" height="100%" /></span>
      <Shimmer width="60%" height={28} />
      <Shimmer width="90%" height={20} />
      <Shimmer height={16} />
      <Shimmer width="75%" height={16} />
    </Card>
  );
}
