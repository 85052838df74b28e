import { useEffect } from 'react';
import { MessageBar, MessageBarBody, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useMyReservationsQuery } from '../../../graphql/reservations.generated';
import { apiErrorOf } from '../../../shared/lib/graphql/api-error';
import { Card } from '../../../shared/ui/card';
import { Pager, usePageParam } from '../../../shared/ui/pager';
import { ShimmerRows } from '../../../shared/ui/shimmer';
import { useReservationsStrings } from '../hooks/use-reservations-strings';
import { translateReservationError } from '../lib/reservation-errors';
import { splitReservations } from '../lib/reservation-status';
import { ReservationCard } from './reservation-card';

/** Reservations per page of the list. */
export const RESERVATIONS_PER_PAGE = 10;
/** How often the list is read again while the page is visible and a reservation is to come:
 * the restaurant answers in minutes, so a few seconds is live enough. */
export const RESERVATIONS_POLL_MS = 10_000;
/** The list's anchor (the confirmation's "See my reservations"). */
export const MY_RESERVATIONS_ID = 'my-reservations';

const hidden = () => document.visibilityState === 'hidden';

const useStyles = makeStyles({
  // The anchor's target clears the sticky Back header.
  anchor: { scrollMarginTop: '72px' },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', rowGap: tokens.spacingVerticalM },
  group: { display: 'grid', rowGap: tokens.spacingVerticalS },
  heading: { margin: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** "My reservations": upcoming (soonest first) then past and canceled, a page at a time
 * (`?page=`), followed live while one is to come (polling, skipped while the tab is hidden). */
export function MyReservations() {
  useReservationsStrings();
  const styles = useStyles();
  const { t } = useTranslation();
  const [page, goTo] = usePageParam();
  const { data, loading, error, startPolling, stopPolling } = useMyReservationsQuery({
    variables: { page, perPage: RESERVATIONS_PER_PAGE },
    fetchPolicy: 'cache-and-network',
    skipPollAttempt: hidden,
  });
  const reservations = data?.myReservations?.items ?? [];
  const lastPage = data?.myReservations?.pageInfo.last_page ?? 1;
  const { upcoming, past } = splitReservations(reservations);
  const live = upcoming.length > 0;
  useEffect(() => {
    if (!live) return;
    startPolling(RESERVATIONS_POLL_MS);
    return stopPolling;
  }, [live, startPolling, stopPolling]);

  const group = (title: string, items: typeof reservations, empty?: string) => (
    <div className={styles.group}>
      <Text as="h3" size={400} weight="semibold" className={styles.heading}>{title}</Text>
      {items.length ? (
        <ul className={styles.list} aria-label={title}>
          {items.map((reservation) => <ReservationCard key={reservation.id} reservation={reservation} />)}
        </ul>
      ) : empty && <Text className={styles.muted}>{empty}</Text>}
    </div>
  );

  return (
    <div id={MY_RESERVATIONS_ID} className={styles.anchor}>
      <Card title={t('reservations.mine.title')}>
        {error && !data && (
          <MessageBar intent="error"><MessageBarBody>{translateReservationError(t, apiErrorOf(error))}</MessageBarBody></MessageBar>
        )}
        {loading && !data && <ShimmerRows count={2} />}
        {data && reservations.length === 0 && <Text className={styles.muted}>{t('reservations.mine.empty')}</Text>}
        {reservations.length > 0 && (
          <>
            {group(t('reservations.mine.upcoming'), upcoming, t('reservations.mine.noUpcoming'))}
            {live && <Text size={200} className={styles.muted}>{t('reservations.mine.live')}</Text>}
            {past.length > 0 && group(t('reservations.mine.past'), past)}
          </>
        )}
        {lastPage > 1 && <Pager page={page} lastPage={lastPage} onPage={goTo} strings="reservations.mine" />}
      </Card>
    </div>
  );
}
