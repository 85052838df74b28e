import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { CourierApplicationFieldsFragment } from '../../../graphql/couriers.generated';
import { formatDate } from '../../../shared/lib/format/date';
import { ApplicationStatus } from '../../../shared/ui/application-status';

const useStyles = makeStyles({
  muted: { color: tokens.colorNeutralForeground3 },
});

/** The customer's application: its status (new, accepted, rejected), what they sent, staff's answer. */
export function CourierApplicationStatus({ application }: { application: CourierApplicationFieldsFragment }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const { status } = application;
  return (
    <ApplicationStatus label={t('couriers.request')} state={status === 'new' ? 'review' : status} heading={t(`couriers.status.${status}`)}>
      <Text weight="semibold">{application.name}</Text>
      <Text className={styles.muted}>
        {application.city} · {t(`couriers.vehicles.${application.vehicle}`)} · {t(`couriers.availabilities.${application.availability}`)}
      </Text>
      <Text className={styles.muted}>{t('couriers.sentOn', { date: formatDate(application.created_at, i18n.language) })}</Text>
      {application.answer && <Text>{t('couriers.answer', { answer: application.answer })}</Text>}
      {status === 'accepted' && <Text>{t('couriers.acceptedNext')}</Text>}
      {status === 'rejected' && <Text>{t('couriers.applyAgain')}</Text>}
    </ApplicationStatus>
  );
}
