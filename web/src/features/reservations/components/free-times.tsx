import { useId } from 'react';
import { Text, ToggleButton, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ReservationFreeTimesQuery } from '../../../graphql/reservations.generated';
import { Shimmer } from '../../../shared/ui/shimmer';
import { formatClock } from '../lib/reservation-time';

export type FreeTime = NonNullable<ReservationFreeTimesQuery['reservationFreeTimes']>['times'][number];

const useStyles = makeStyles({
  root: { display: 'grid', rowGap: tokens.spacingVerticalS },
  label: { fontWeight: tokens.fontWeightSemibold },
  times: { display: 'grid', gap: tokens.spacingHorizontalS, gridTemplateColumns: 'repeat(auto-fill, minmax(80px, 1fr))' },
  // Three a row on a phone: narrower than a Button's usual 96 px.
  time: { minWidth: 0, paddingInline: tokens.spacingHorizontalXS },
  muted: { color: tokens.colorNeutralForeground3 },
});

export interface FreeTimesProps {
  times: readonly FreeTime[];
  loading: boolean;
  /** The branch's data says it takes no reservation on this day: nothing is asked. */
  closed: boolean;
  chosen: string | null;
  onChoose: (time: FreeTime) => void;
}

/** The start times the server offers for the day, party and stay; one is chosen. */
export function FreeTimes({ times, loading, closed, chosen, onChoose }: FreeTimesProps) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const labelId = useId();
  let body;
  if (closed) body = <Text className={styles.muted} role="status">{t('reservations.book.closed')}</Text>;
  else if (loading && !times.length) body = <Shimmer height={32} />;
  else if (!times.length) body = <Text className={styles.muted} role="status">{t('reservations.book.noTimes')}</Text>;
  else {
    body = (
      <div className={styles.times} role="group" aria-labelledby={labelId}>
        {times.map((time) => (
          <ToggleButton
            key={time.start_date}
            checked={time.start_date === chosen}
            appearance={time.start_date === chosen ? 'primary' : 'secondary'}
            className={styles.time}
            onClick={() => onChoose(time)}
          >
            {formatClock(time.time, i18n.language)}
          </ToggleButton>
        ))}
      </div>
    );
  }
  return (
    <div className={styles.root}>
      <Text id={labelId} className={styles.label}>{t('reservations.book.times')}</Text>
      {body}
    </div>
  );
}
