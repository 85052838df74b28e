import { useId, useState } from 'react';
import { Badge, Field, Input, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useSetCourierApplicationStatusMutation, type CourierApplicationFieldsFragment, type CourierDecision } from '../../../graphql/couriers.generated';
import { LIMITS } from '../../../graphql/limits.generated';
import { formatDate } from '../../../shared/lib/format/date';
import { apiErrorOf } from '../../../shared/lib/graphql/api-error';
import { translateApiError } from '../../../shared/lib/i18n/api-messages';
import { PrimaryButton, SecondaryButton } from '../../../shared/ui/buttons';
import { useNotify } from '../../../shared/ui/notify';

const useStyles = makeStyles({
  card: { display: 'grid', rowGap: tokens.spacingVerticalS, padding: tokens.spacingHorizontalL, borderRadius: tokens.borderRadiusXLarge, backgroundColor: tokens.colorNeutralBackground1, boxShadow: tokens.shadow4, minWidth: 0, overflowWrap: 'anywhere' },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  name: { margin: 0 },
  muted: { color: tokens.colorNeutralForeground2 },
  note: { whiteSpace: 'pre-line' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

const BADGE_COLORS = { new: 'brand', accepted: 'success', rejected: 'danger' } as const;

/** One courier application as staff see it; a new one can be accepted or rejected, with an
 * optional answer for the applicant. The answer updates it in the cache (by id). */
export function StaffApplicationCard({ application }: { application: CourierApplicationFieldsFragment }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const notify = useNotify();
  const headingId = useId();
  const [answer, setAnswer] = useState('');
  const [deciding, setDeciding] = useState<CourierDecision | null>(null);
  const [decide] = useSetCourierApplicationStatusMutation();
  const { name } = application;

  const send = async (status: CourierDecision) => {
    setDeciding(status);
    try {
      const trimmed = answer.trim();
      await decide({ variables: { id: application.id, input: { status, ...(trimmed ? { answer: trimmed } : {}) } } });
      notify.success(t(`couriers.staff.${status}`, { name }));
    } catch (error) {
      notify.error(translateApiError(t, apiErrorOf(error)));
    } finally {
      setDeciding(null);
    }
  };

  return (
    <article className={styles.card} aria-labelledby={headingId} data-testid="staff-application">
      <div className={styles.head}>
        <Text as="h2" id={headingId} size={400} weight="semibold" className={styles.name}>{name}</Text>
        <Badge appearance="tint" color={BADGE_COLORS[application.status]}>{t(`couriers.statusName.${application.status}`)}</Badge>
      </div>
      <Text className={styles.muted}>
        <bdi dir="ltr">{application.phone}</bdi> · {application.city} · {t(`couriers.vehicles.${application.vehicle}`)} · {t(`couriers.availabilities.${application.availability}`)}
      </Text>
      <Text size={200} className={styles.muted}>{t('couriers.staff.sentOn', { date: formatDate(application.created_at, i18n.language) })}</Text>
      {application.note && <Text className={styles.note}>{application.note}</Text>}
      {application.answer && <Text>{t('couriers.answer', { answer: application.answer })}</Text>}
      {application.status === 'new' && (
        <>
          <Field label={t('couriers.staff.answerLabel', { name })}>
            <Input value={answer} maxLength={LIMITS.setCourierApplicationStatus.answer.maxLength} onChange={(_, data) => setAnswer(data.value)} />
          </Field>
          <div className={styles.actions}>
            <PrimaryButton loading={deciding === 'accepted'} disabled={deciding != null} onClick={() => void send('accepted')} aria-label={t('couriers.staff.acceptOf', { name })}>
              {t('couriers.staff.accept')}
            </PrimaryButton>
            <SecondaryButton loading={deciding === 'rejected'} disabled={deciding != null} onClick={() => void send('rejected')} aria-label={t('couriers.staff.rejectOf', { name })}>
              {t('couriers.staff.reject')}
            </SecondaryButton>
          </div>
        </>
      )}
    </article>
  );
}
