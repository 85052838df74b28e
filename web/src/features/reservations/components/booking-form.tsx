import { useMemo, useState, type FormEvent } from 'react';
import { Field, MessageBar, MessageBarBody, Select, Text, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import {
  useBookTableMutation, useBookingShopsQuery, useBookingTablesQuery, useReservationFreeTimesQuery, type ReservationFieldsFragment,
} from '../../../graphql/reservations.generated';
import { apiErrorOf, type ApiError } from '../../../shared/lib/graphql/api-error';
import { useProfile } from '../../../shared/lib/session/use-profile';
import { useRootStore } from '../../../shared/lib/storage';
import { PrimaryButton, SecondaryButton } from '../../../shared/ui/buttons';
import { Card } from '../../../shared/ui/card';
import { Form } from '../../../shared/ui/form';
import { ShimmerRows } from '../../../shared/ui/shimmer';
import { LIMITS } from '../../../graphql/limits.generated';
import { bookingInput, changeChoice, guestChoices, initialChoice, type BookingChoice } from '../lib/booking-form';
import { bookingDays, isClosedDay, openDayFrom } from '../lib/reservation-days';
import { STALE_TIMES_CODES, needsPhone, translateReservationError } from '../lib/reservation-errors';
import { formatBookingDay, formatDuration, formatStay } from '../lib/reservation-time';
import { FreeTimes } from './free-times';
import { PhoneNotice } from './phone-notice';
import { TablePicker } from './table-picker';

const useStyles = makeStyles({
  form: { display: 'grid', rowGap: tokens.spacingVerticalL, minWidth: 0 },
  fields: { display: 'grid', gap: tokens.spacingHorizontalM, gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))' },
  // A select is as wide as its longest option: the day's ran past its column (in Arabic, off the
  // screen of a 375 px phone). Each takes its column's width instead, clipping the option shown.
  select: { minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
  submit: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalL },
  summary: { flexBasis: '240px', flexGrow: 1, minWidth: 0 },
});

/** Branch, day, party and stay; the free times the server offers; a section and a free table;
 * a note; Book. A refusal is shown by its code, translated. */
export function BookingForm({ onBooked }: { onBooked: (reservation: ReservationFieldsFragment) => void }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const { user } = useProfile();
  const headerBranchId = useRootStore((s) => s.branchId);
  const days = useMemo(() => bookingDays(new Date()), []);
  const [choice, setChoice] = useState<BookingChoice>(() => initialChoice(days[0]));
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const change = (patch: Partial<BookingChoice>) => {
    setRefusal(null);
    setChoice((current) => changeChoice(current, patch));
  };

  const shopsQuery = useBookingShopsQuery();
  const shops = shopsQuery.data?.bookingShops?.items ?? [];
  const shop = shops.find((s) => s.id === choice.shopId) ?? shops.find((s) => s.id === headerBranchId) ?? shops[0];
  const date = openDayFrom(shop, days, choice.date);
  const closed = shop ? isClosedDay(shop, date) : false;

  const tablesQuery = useBookingTablesQuery({ variables: { shopId: shop?.id ?? 0 }, skip: !shop });
  const tables = tablesQuery.data?.bookingTables?.items ?? [];

  const timesQuery = useReservationFreeTimesQuery({
    variables: { shopId: shop?.id ?? 0, date, guest: choice.guest, ...(choice.duration ? { duration: choice.duration } : {}) },
    skip: !shop || closed,
    fetchPolicy: 'cache-and-network',
  });
  const free = timesQuery.data?.reservationFreeTimes;
  const times = closed ? [] : (free?.times ?? []);
  // The stays offered are a setting: the last answer's list stays on screen while a day loads.
  const durations = (free ?? timesQuery.previousData?.reservationFreeTimes)?.durations ?? [];
  const duration = choice.duration ?? free?.duration ?? durations[0] ?? null;
  const time = times.find((candidate) => candidate.start_date === choice.startDate) ?? null;
  const freeIds = new Set(time?.tables ?? []);
  const table = tables.find((candidate) => candidate.id === choice.tableId && freeIds.has(candidate.id));
  const input = time && table && duration ? bookingInput({ ...choice, startDate: time.start_date, tableId: table.id }, duration) : null;

  const [book, booking] = useBookTableMutation({ refetchQueries: ['MyReservations'] });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!input) return;
    setRefusal(null);
    try {
      const reservation = (await book({ variables: { input } })).data?.bookTable;
      if (reservation) onBooked(reservation);
    } catch (error) {
      const apiError = apiErrorOf(error);
      setRefusal(apiError);
      // The times shown were out of date: the server's new answer replaces them.
      if (apiError?.statusCode && STALE_TIMES_CODES.has(apiError.statusCode)) timesQuery.refetch().catch(() => undefined);
    }
  };

  if (shopsQuery.loading && !shopsQuery.data) return <Card title={t('reservations.book.title')}><ShimmerRows count={3} /></Card>;
  if (!shop) {
    return (
      <Card title={t('reservations.book.title')}>
        {shopsQuery.error ? (
          <MessageBar intent="error" layout="multiline">
            <MessageBarBody>{t('reservations.book.loadFailed')}</MessageBarBody>
          </MessageBar>
        ) : <Text>{t('reservations.book.noBranches')}</Text>}
        {shopsQuery.error && <SecondaryButton onClick={() => void shopsQuery.refetch().catch(() => undefined)}>{t('reservations.book.retry')}</SecondaryButton>}
      </Card>
    );
  }

  return (
    <Card title={t('reservations.book.title')}>
      {!user?.phone && !needsPhone(refusal) && <PhoneNotice />}
      <Form className={styles.form} onSubmit={(event) => void submit(event)} aria-label={t('reservations.book.title')}>
        <div className={styles.fields}>
          <Field label={t('reservations.book.branch')}>
            <Select className={styles.select} value={String(shop.id)} onChange={(_, d) => change({ shopId: Number(d.value) })}>
              {shops.map((s) => <option key={s.id} value={s.id}>{s.translation.title}</option>)}
            </Select>
          </Field>
          <Field label={t('reservations.book.day')}>
            <Select className={styles.select} value={date} onChange={(_, d) => change({ date: d.value })}>
              {days.map((day) => {
                const label = formatBookingDay(day, i18n.language);
                const off = isClosedDay(shop, day);
                return <option key={day} value={day} disabled={off}>{off ? t('reservations.book.closedDay', { day: label }) : label}</option>;
              })}
            </Select>
          </Field>
          <Field label={t('reservations.book.guests')}>
            <Select className={styles.select} value={String(choice.guest)} onChange={(_, d) => change({ guest: Number(d.value) })}>
              {guestChoices(tables).map((n) => <option key={n} value={n}>{t('reservations.book.guestCount', { count: n })}</option>)}
            </Select>
          </Field>
          <Field label={t('reservations.book.duration')}>
            <Select className={styles.select} value={duration ? String(duration) : ''} disabled={!durations.length} onChange={(_, d) => change({ duration: Number(d.value) })}>
              {!durations.length && <option value="">—</option>}
              {durations.map((minutes) => <option key={minutes} value={minutes}>{formatDuration(t, minutes)}</option>)}
            </Select>
          </Field>
        </div>
        <FreeTimes
          times={times}
          loading={timesQuery.loading}
          closed={closed}
          chosen={time?.start_date ?? null}
          onChoose={(chosen) => change({ startDate: chosen.start_date, tableId: choice.tableId != null && chosen.tables.includes(choice.tableId) ? choice.tableId : null })}
        />
        {time ? (
          <TablePicker
            tables={tables}
            freeIds={freeIds}
            guest={choice.guest}
            sectionId={choice.sectionId}
            tableId={table?.id ?? null}
            onSection={(sectionId) => change({ sectionId })}
            onTable={(picked) => change({ tableId: picked.id, sectionId: picked.shop_section.id })}
          />
        ) : times.length > 0 && <Text className={styles.muted}>{t('reservations.book.pickTime')}</Text>}
        <Field label={t('reservations.book.note')}>
          <Textarea
            value={choice.note}
            maxLength={LIMITS.bookTable.note.maxLength}
            placeholder={t('reservations.book.notePlaceholder')}
            onChange={(_, d) => change({ note: d.value })}
          />
        </Field>
        {refusal && (needsPhone(refusal) ? <PhoneNotice /> : (
          <MessageBar intent="error" layout="multiline">
            <MessageBarBody data-testid="booking-refusal">{translateReservationError(t, refusal)}</MessageBarBody>
          </MessageBar>
        ))}
        <div className={styles.submit}>
          <Text className={styles.summary} weight={input ? 'semibold' : 'regular'} aria-live="polite">
            {time && table
              ? t('reservations.book.chosen', {
                table: table.name, section: table.shop_section.translation.title, stay: formatStay(t, time.start_date, time.end_date, i18n.language),
              })
              : time ? t('reservations.book.chooseTable') : ''}
          </Text>
          <PrimaryButton type="submit" disabled={!input} loading={booking.loading}>{t('reservations.book.submit')}</PrimaryButton>
        </div>
      </Form>
    </Card>
  );
}
