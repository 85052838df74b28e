import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { SellerApplicationQuery } from '../../../graphql/sellers.generated';
import { ApplicationStatus } from '../../../shared/ui/application-status';
import { localizedText } from '../lib/seller-form';

const useStyles = makeStyles({
  muted: { color: tokens.colorNeutralForeground3 },
});

/** The api's statuses (under review, accepted, rejected) → translation keys. */
const STATUS_KEYS: Record<string, string> = {
  'under review': 'seller.underReview',
  accepted: 'seller.accepted',
  rejected: 'seller.rejected',
};

export type SellerApplicationView = NonNullable<SellerApplicationQuery['sellerApplication']>;

/** The user's application: its status, translated, with the shop's title and address. */
export function SellerApplicationStatus({ application }: { application: SellerApplicationView }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const key = STATUS_KEYS[application.status];
  const state = application.status === 'accepted' ? 'accepted' : application.status === 'rejected' ? 'rejected' : 'review';
  const title = localizedText(application.title, locale);
  const address = localizedText(application.address, locale);

  return (
    <ApplicationStatus label={t('seller.request')} state={state} heading={key ? t(key) : application.status}>
      <Text weight="semibold">{title}</Text>
      {address && <Text className={styles.muted}><bdi>{address}</bdi></Text>}
    </ApplicationStatus>
  );
}
