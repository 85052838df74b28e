import { GraphQLError } from 'graphql';
import type { MockedResponse } from '@apollo/client/testing';
import {
  BookTableDocument, BookingShopsDocument, BookingTablesDocument, CancelReservationDocument, MyReservationsDocument, ReservationFreeTimesDocument,
  type BookTableInput, type ReservationFieldsFragment, type ReservationStatus,
} from '../graphql/reservations.generated';
import { nextDays } from '../shared/lib/shop-status';

/** The next 30 days, today first, as the day picker offers them. */
export const DAYS = nextDays(new Date(), 30);

const ALWAYS = Number.POSITIVE_INFINITY;

interface ShopOptions {
  closedDates?: string[];
  disabledDays?: string[];
}

export function bookingShop(id: number, title: string, { closedDates = [], disabledDays = [] }: ShopOptions = {}) {
  const week = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
  return {
    __typename: 'BookingShop', id, uuid: `shop-${id}`,
    translation: { __typename: 'ShopTranslation', title, address: `${id} King St W` },
    booking_shop_working_days: week.map((day, i) => ({ __typename: 'BookingWorkingDay', id: id * 10 + i, day, disabled: disabledDays.includes(day) })),
    booking_shop_closed_date: closedDates.map((day, i) => ({ __typename: 'BookingClosedDate', id: id * 100 + i, day })),
  };
}

export const DOWNTOWN = bookingShop(502, 'Downtown');
export const MIDTOWN = bookingShop(503, 'Midtown');

export function bookingShopsMock(shops = [DOWNTOWN, MIDTOWN]): MockedResponse {
  return {
    request: { query: BookingShopsDocument },
    maxUsageCount: ALWAYS,
    result: { data: { bookingShops: { __typename: 'BookingShopPage', items: shops } } },
  };
}

const section = (id: number, title: string) => ({
  __typename: 'ShopSection', id, area: 80, img: null, translation: { __typename: 'ShopSectionTranslation', title },
});
const HALL = section(11, 'Hall');
const TERRACE = section(12, 'Terrace');

const table = (id: number, name: string, seats: number, hall: typeof HALL, active = true) => ({
  __typename: 'BookingTable', id, name, shop_section_id: hall.id, chair_count: seats, active, shop_section: hall,
});

/** Hall: T1 (2 seats), T2 (4), T3 (6, out of service); Terrace: Terrace 1 (4), Terrace 2 (8). */
export const FLOOR = [
  table(1, 'T1', 2, HALL), table(2, 'T2', 4, HALL), table(3, 'T3', 6, HALL, false),
  table(4, 'Terrace 1', 4, TERRACE), table(5, 'Terrace 2', 8, TERRACE),
];

export function bookingTablesMock(shopId = 502, tables = FLOOR): MockedResponse {
  return {
    request: { query: BookingTablesDocument, variables: { shopId } },
    maxUsageCount: ALWAYS,
    result: { data: { bookingTables: { __typename: 'BookingTablePage', items: tables } } },
  };
}

/** A free start time of `date`: `time` for `duration` minutes with `tables` free. */
export function freeTime(date: string, time: string, tables: number[], duration = 60) {
  const [h, m] = time.split(':').map(Number);
  const end = h * 60 + m + duration;
  const clock = `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
  return { __typename: 'FreeTime', time, start_date: `${date} ${time}`, end_date: `${date} ${clock}`, tables };
}

export interface FreeTimesAsk {
  shopId?: number;
  date?: string;
  guest?: number;
  duration?: number;
}

/** The free times of one ask; by default Downtown today for 2, the shortest stay (60 min). */
export function freeTimesMock(
  { shopId = 502, date = DAYS[0], guest = 2, duration }: FreeTimesAsk,
  times: ReturnType<typeof freeTime>[],
): MockedResponse {
  return {
    request: { query: ReservationFreeTimesDocument, variables: { shopId, date, guest, ...(duration ? { duration } : {}) } },
    maxUsageCount: ALWAYS,
    result: {
      data: {
        reservationFreeTimes: { __typename: 'FreeTimes', date, duration: duration ?? 60, guest, durations: [60, 90, 120], times },
      },
    },
  };
}

type TestReservation = ReservationFieldsFragment & { __typename: 'Reservation' };

/** Reservation `id` of Downtown's T2 (Hall) for 2, from `start` (`YYYY-MM-DD HH:MM`) for an hour;
 * still to come (cancelable unless canceled) unless `overrides` say it has ended (`hasEnded`). */
export function testReservation(id: number, status: ReservationStatus, start: string, overrides: Partial<ReservationFieldsFragment> = {}): TestReservation {
  const [day, time] = start.split(' ');
  return {
    __typename: 'Reservation', id, booking_id: 1, table_id: 2, start_date: start, end_date: freeTime(day, time, []).end_date, status, guest: 2,
    can_cancel: status !== 'canceled', ended: false, note: null, created_at: '2026-11-20 10:00:00Z',
    table: {
      __typename: 'ReservationTable', id: 2, name: 'T2', chair_count: 4,
      shop_section: { __typename: 'ReservationSection', id: 11, translation: { __typename: 'ReservationTitle', title: 'Hall' } },
    },
    shop: { __typename: 'ReservationShop', id: 502, translation: { __typename: 'ReservationTitle', title: 'Downtown' } },
    ...overrides,
  } as TestReservation;
}

/** What the api answers of a reservation that has ended. */
export const hasEnded = { can_cancel: false, ended: true } as const;

/** My reservations, page `page` of `lastPage`; `calls` counts the requests. */
export function myReservationsMock(reservations: TestReservation[] | (() => TestReservation[]), { page = 1, lastPage = 1 } = {}) {
  const counter = { calls: 0 };
  const mock: MockedResponse = {
    request: { query: MyReservationsDocument, variables: { page, perPage: 10 } },
    maxUsageCount: ALWAYS,
    result: () => {
      counter.calls += 1;
      const items = typeof reservations === 'function' ? reservations() : reservations;
      return {
        data: {
          myReservations: {
            __typename: 'ReservationPage', items,
            pageInfo: { __typename: 'PageInfo', current_page: page, last_page: lastPage, total: items.length },
          },
        },
      };
    },
  };
  return Object.assign(mock, { counter });
}

export function bookTableMock(input: BookTableInput, outcome: TestReservation | GraphQLError): MockedResponse {
  return {
    request: { query: BookTableDocument, variables: { input } },
    result: outcome instanceof GraphQLError
      ? { errors: [outcome] }
      : { data: { bookTable: outcome } },
  };
}

export function cancelReservationMock(id: number, outcome: TestReservation | GraphQLError): MockedResponse {
  return {
    request: { query: CancelReservationDocument, variables: { id } },
    result: outcome instanceof GraphQLError
      ? { errors: [outcome] }
      : { data: { cancelReservation: outcome } },
  };
}

/** The floor every booking test starts from: Downtown and Midtown, Downtown's tables, no reservation yet. */
export const floorMocks = (): MockedResponse[] => [bookingShopsMock(), bookingTablesMock(502), bookingTablesMock(503), myReservationsMock([])];
