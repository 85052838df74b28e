import { useState } from 'react';
import { Badge, Text, makeStyles, tokens, type BadgeProps } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useCancelReservationMutation, type ReservationFieldsFragment, type ReservationStatus } from '../../../graphql/reservations.generated';
import { apiErrorOf } from '../../../shared/lib/graphql/api-error';
import { SecondaryButton } from '../../../shared/ui/buttons';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useNotify } from '../../../shared/ui/notify';
import { statusMessageKey } from '../lib/reservation-status';
import { translateReservationError } from '../lib/reservation-errors';
import { ReservationFacts } from './reservation-facts';

const COLORS: Record<ReservationStatus, BadgeProps['color']> = { new: 'informative', accepted: 'success', canceled: 'danger' };

const useStyles = makeStyles({
  card: {
    display: 'grid',
    rowGap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    minWidth: 0,
  },
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  title: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400, minWidth: 0, overflowWrap: 'anywhere' },
  message: { color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', justifyContent: 'flex-end' },
});

/** A reservation's status as a short coloured label. */
export function ReservationStatusBadge({ status }: { status: ReservationStatus }) {
  const { t } = useTranslation();
  return (
    <Badge appearance="tint" color={COLORS[status] ?? 'subtle'} data-testid="reservation-status">
      {t(`reservations.status.${status}`, { defaultValue: status })}
    </Badge>
  );
}

/** One of the customer's reservations: branch, status and its message, what was booked, and
 * Cancel (after asking) until it starts. */
export function ReservationCard({ reservation }: { reservation: ReservationFieldsFragment }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const notify = useNotify();
  const [asking, setAsking] = useState(false);
  const [cancel, canceling] = useCancelReservationMutation({ variables: { id: reservation.id } });

  const confirmCancel = async () => {
    setAsking(false);
    try {
      await cancel();
      notify.success(t('reservations.cancel.done'));
    } catch (error) {
      notify.error(translateReservationError(t, apiErrorOf(error)));
    }
  };

  return (
    <li className={styles.card} aria-label={reservation.shop.translation.title}>
      <div className={styles.head}>
        <Text className={styles.title}>{reservation.shop.translation.title}</Text>
        <ReservationStatusBadge status={reservation.status} />
      </div>
      <Text className={styles.message} data-testid="reservation-message">{t(statusMessageKey(reservation))}</Text>
      <ReservationFacts reservation={reservation} withBranch={false} />
      {reservation.can_cancel && (
        <div className={styles.actions}>
          <SecondaryButton loading={canceling.loading} onClick={() => setAsking(true)}>{t('reservations.cancel.action')}</SecondaryButton>
        </div>
      )}
      <ConfirmDialog
        open={asking}
        title={t('reservations.cancel.action')}
        text={t('reservations.cancel.question')}
        confirmLabel={t('reservations.cancel.action')}
        cancelLabel={t('reservations.cancel.keep')}
        onConfirm={() => void confirmCancel()}
        onCancel={() => setAsking(false)}
      />
    </li>
  );
}
