import { Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CheckmarkCircleRegular, DismissCircleRegular, HourglassHalfRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { SellerApplicationQuery } from '../../../graphql/account.generated';
import { Card } from '../../../shared/ui/card';
import { localizedText } from '../lib/seller-form';

const useStyles = makeStyles({
  head: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalM },
  icon: { fontSize: '40px', flexShrink: 0 },
  review: { color: tokens.colorBrandForeground1 },
  accepted: { color: tokens.colorPaletteGreenForeground1 },
  rejected: { color: tokens.colorPaletteRedForeground1 },
  status: { margin: 0 },
  details: { display: 'grid', rowGap: tokens.spacingVerticalXS, overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** The api's statuses (spec §6 "request under review or accepted") → translation keys. */
const STATUS_KEYS: Record<string, string> = {
  'under review': 'seller.underReview',
  accepted: 'seller.accepted',
  rejected: 'seller.rejected',
};

export type SellerApplicationView = NonNullable<SellerApplicationQuery['sellerApplication']>['data'];

/** The user's application: its status, translated, with the shop's title and address. */
export function SellerApplicationStatus({ application }: { application: SellerApplicationView }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const key = STATUS_KEYS[application.status];
  const Icon = application.status === 'accepted' ? CheckmarkCircleRegular : application.status === 'rejected' ? DismissCircleRegular : HourglassHalfRegular;
  const tone = application.status === 'accepted' ? styles.accepted : application.status === 'rejected' ? styles.rejected : styles.review;
  const title = localizedText(application.title, locale);
  const address = localizedText(application.address, locale);

  return (
    <Card label={t('seller.request')}>
      <div className={styles.head} role="status">
        <Icon className={mergeClasses(styles.icon, tone)} aria-hidden />
        <Text as="h2" size={500} weight="semibold" className={styles.status}>
          {key ? t(key) : application.status}
        </Text>
      </div>
      <div className={styles.details}>
        <Text weight="semibold">{title}</Text>
        {address && <Text className={styles.muted}>{address}</Text>}
      </div>
    </Card>
  );
}
