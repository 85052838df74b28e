// Contract of table reservations: free times, busy intervals, the customer's
// reservations and the staff's answer. Dates of a reservation are the branch's local
// `YYYY-MM-DD HH:MM`, as Foodyman clients send and show them.
import { Type } from 'typebox';
import {
  dateField, localeQuery, pageOf, pageQuery, positiveId, rowDates, shownTranslationKeys, stringEnum, successEnvelope,
} from '../../http/schemas';
import { RESERVATION_STATUSES, type ReservationStatus } from './tables';
import { BookingTable } from './floor-schemas';
import { NOTE_MAX } from './rules';

const LOCAL_TIME = 'the branch\'s local time, `YYYY-MM-DD HH:MM`';
const STATUS = Type.Unsafe<ReservationStatus>({
  type: 'string', enum: [...RESERVATION_STATUSES], title: 'ReservationStatus', description: 'new (waiting for the restaurant), accepted or canceled.',
});

export const FreeTimesQuery = Type.Object({
  ...localeQuery,
  shop_id: positiveId('The branch (else 404 ERROR_404 when it takes no reservations).'),
  date: Type.String({ maxLength: 10, description: 'The day, `YYYY-MM-DD` (else 400 `params.date`).' }),
  guest: Type.Integer({ minimum: 1, maximum: 50, description: 'The party size, 1..50.' }),
  duration: Type.Optional(Type.Integer({
    minimum: 1, maximum: 24 * 60,
    description: 'The stay in minutes, one of the `reservation_time_durations` setting (else 400 ERROR_465 `params.duration`); '
      + 'default: the shortest offered.',
  })),
});

const FreeTime = Type.Object({
  time: Type.String({ description: 'The start, `HH:MM`.' }),
  start_date: Type.String({ description: `The start, ${LOCAL_TIME}.` }),
  end_date: Type.String({ description: `The end of the stay, ${LOCAL_TIME}.` }),
  tables: Type.Array(Type.Integer(), { description: 'Ids of the tables seating the party that are free for the whole stay, smallest first.' }),
}, { title: 'FreeTime', description: 'A start time with the tables free for the whole stay.' });

export const FreeTimesResponse = successEnvelope('FreeTimesResponse', Type.Object({
  date: Type.String({ description: 'The day asked for.' }),
  duration: Type.Integer({ description: 'The stay, minutes.' }),
  guest: Type.Integer({ description: 'The party size.' }),
  durations: Type.Array(Type.Integer(), { description: 'The stays offered (the `reservation_time_durations` setting), minutes.' }),
  times: Type.Array(FreeTime, {
    description: 'Start times with at least one free table: every `min_reservation_time` minutes within the booking hours, the stay '
      + 'ending by closing time, no sooner than `reservation_before_time` hours from now; none on a closed day.',
  }),
}, { title: 'FreeTimes', description: 'When a party can sit at a branch on a day.' }), 'The free times of a branch on a day.');

export const TableParams = Type.Object({ id: positiveId('The table (else 404 ERROR_404).') });

export const BusyQuery = Type.Object({
  ...localeQuery,
  date_from: Type.Optional(Type.String({ maxLength: 10, description: 'First day, `YYYY-MM-DD`; default: today.' })),
  date_to: Type.Optional(Type.String({ maxLength: 10, description: 'Last day, `YYYY-MM-DD`; default: 31 days after date_from.' })),
});

export const BusyIntervals = Type.Array(Type.Object({
  start_date: Type.String({ description: `Start of a reservation, ${LOCAL_TIME}.` }),
  end_date: Type.String({ description: `Its end, ${LOCAL_TIME}.` }),
}, { title: 'BusyInterval', description: 'A time the table is taken.' }), {
  title: 'BusyIntervals',
  description: 'Foodyman\'s raw array (no envelope) of the times a table is taken (reservations not canceled), by start.',
});

export const BookBody = Type.Object({
  table_id: positiveId('The table to book (else 400 ERROR_466 `params.table_id`).'),
  booking_id: Type.Optional(positiveId('The branch\'s booking (reference field); when given it must be the table\'s branch\'s.')),
  start_date: Type.String({ maxLength: 19, description: `The start, ${LOCAL_TIME}: one of the free times.` }),
  end_date: Type.Optional(Type.String({ maxLength: 19, description: `The end, ${LOCAL_TIME}; the stay must be one of the durations offered.` })),
  duration: Type.Optional(Type.Integer({ minimum: 1, maximum: 24 * 60, description: 'The stay in minutes, when end_date is not given.' })),
  guest: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, description: 'The party size, 1..50; default 1.' })),
  note: Type.Optional(Type.Union([Type.String({ maxLength: NOTE_MAX }), Type.Null()], { description: `A note for the restaurant, at most ${NOTE_MAX} characters.` })),
}, { title: 'BookTable', description: 'The table, the start and the stay to book, with the party size.' });

export const BookHeaders = Type.Object({
  'idempotency-key': Type.Optional(Type.String({
    description: '1..100 printable ASCII characters without spaces: the same user, key and request answer the same reservation '
      + 'again (a client retrying after no answer); the key with another request → 409 ERROR_409.',
  })),
});

export const Reservation = Type.Object({
  id: Type.Integer({ description: 'Id of the reservation.' }),
  booking_id: Type.Integer({ description: 'The branch\'s booking.' }),
  user_id: Type.Integer({ description: 'The customer.' }),
  table_id: Type.Integer({ description: 'The table.' }),
  start_date: Type.String({ description: `Start, ${LOCAL_TIME}.` }),
  end_date: Type.String({ description: `End, ${LOCAL_TIME}.` }),
  status: STATUS,
  guest: Type.Integer({ description: 'The party size.' }),
  note: Type.Optional(Type.String({ description: 'The customer\'s note; absent when empty.' })),
  can_cancel: Type.Boolean({
    description: 'true: its customer may cancel it now (cancelReservation): it has not started and is not canceled. The server\'s clock decides, '
      + 'not the reader\'s: the times are the branch\'s.',
  }),
  ended: Type.Boolean({ description: 'true: its end is past (by the server\'s clock), whatever its status.' }),
  ...rowDates('When it was made', 'Last change'),
  table: BookingTable,
  shop: Type.Object({
    id: Type.Integer({ description: 'Id of the branch.' }),
    uuid: Type.String({ description: 'Its uuid.' }),
    translation: Type.Object({
      ...shownTranslationKeys('branch', 'title'),
      title: Type.String({ description: 'The branch\'s name.' }),
    }, { title: 'ReservationShopTitle', description: 'The branch\'s name in the requested language, else the default language.' }),
  }, { title: 'ReservationShop', description: 'The branch.' }),
  status_changes: Type.Array(Type.Object({
    status: STATUS,
    created_at: dateField('When'),
  }, { title: 'ReservationStatusChange', description: 'A status the reservation went through.' }), { description: 'Every status it went through, oldest first.' }),
}, { title: 'Reservation', description: 'A table reservation (Foodyman\'s user booking) with its table, section and branch.' });

export const ReservationResponse = successEnvelope('ReservationResponse', Reservation, 'One reservation.');
export const ReservationPage = pageOf('ReservationPage', Reservation, 'Reservations, a page at a time.', 'Reservations, latest start first.');

export const ReservationsQuery = Type.Object({
  ...localeQuery,
  ...pageQuery,
  status: Type.Optional(STATUS),
});

export const ReservationParams = Type.Object({ id: positiveId('The reservation (else 404 ERROR_404).') });

export const CancelReservationQuery = Type.Object({
  ...localeQuery,
  status: Type.Optional(Type.Unsafe<'canceled'>({ type: 'string', enum: ['canceled'], description: 'canceled, the only change a customer makes.' })),
});

export const SetReservationStatusBody = Type.Object({
  status: stringEnum(['accepted', 'canceled'] as const, 'ReservationDecision', 'Staff\'s decision on a new reservation: accepted or canceled.'),
}, { title: 'SetReservationStatus', description: 'The status staff move a reservation to.' });
