import { useState } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ReservationFieldsFragment } from '../../../graphql/reservations.generated';
import { Page } from '../../../shared/ui/page';
import { useReservationsStrings } from '../hooks/use-reservations-strings';
import { BookingConfirmation } from './booking-confirmation';
import { BookingForm } from './booking-form';
import { MyReservations } from './my-reservations';

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media (min-width: 1140px)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', alignItems: 'start' },
  },
  column: { display: 'grid', rowGap: tokens.spacingVerticalL, minWidth: 0 },
});

/** /reservations: book a table (then what was booked), and the customer's reservations. */
export function ReservationsPage() {
  useReservationsStrings();
  const styles = useStyles();
  const { t } = useTranslation();
  const [booked, setBooked] = useState<ReservationFieldsFragment | null>(null);
  return (
    <Page title={t('reservations.title')}>
      <div className={styles.layout}>
        <div className={styles.column}>
          {booked ? <BookingConfirmation reservation={booked} onAnother={() => setBooked(null)} /> : <BookingForm onBooked={setBooked} />}
        </div>
        <div className={styles.column}>
          <MyReservations />
        </div>
      </div>
    </Page>
  );
}

export default ReservationsPage;
