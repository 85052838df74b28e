import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ReservationFieldsFragment } from '../../../graphql/reservations.generated';
import { formatStay } from '../lib/reservation-time';

const useStyles = makeStyles({
  facts: { display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`, margin: 0 },
  row: { display: 'contents' },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere' },
});

/** What was booked: branch, when, party, table and note. */
export function ReservationFacts({ reservation, withBranch = true }: { reservation: ReservationFieldsFragment; withBranch?: boolean }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const facts: [string, string][] = [
    [t('reservations.facts.when'), formatStay(t, reservation.start_date, reservation.end_date, i18n.language)],
    [t('reservations.facts.guests'), t('reservations.book.guestCount', { count: reservation.guest })],
    [t('reservations.facts.table'), t('reservations.tableIn', { table: reservation.table.name, section: reservation.table.shop_section.translation.title })],
  ];
  if (withBranch) facts.unshift([t('reservations.facts.branch'), reservation.shop.translation.title]);
  if (reservation.note) facts.push([t('reservations.facts.note'), reservation.note]);
  return (
    <dl className={styles.facts}>
      {facts.map(([term, value]) => (
        <div key={term} className={styles.row}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
