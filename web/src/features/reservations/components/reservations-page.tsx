import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReservationFieldsFragment } from '../../../graphql/reservations.generated';
import { Page } from '../../../shared/ui/page';
import { useTwoColumnStyles } from '../../../shared/ui/two-columns';
import { useReservationsStrings } from '../hooks/use-reservations-strings';
import { BookingConfirmation } from './booking-confirmation';
import { BookingForm } from './booking-form';
import { MyReservations } from './my-reservations';

/** /reservations: book a table (then what was booked), and the customer's reservations. */
export function ReservationsPage() {
  useReservationsStrings();
  const styles = useTwoColumnStyles();
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
