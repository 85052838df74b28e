// Routes of table reservations: the public free times and busy intervals (/rest/booking/*), the
// customer's own reservations (/dashboard/user/my-bookings*) and the staff's answer
// (/dashboard/staff/bookings*). Rules live in rules.ts and service.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser, requireUserIn, staffOnlyIn } from '../../http/auth';
import { success } from '../../http/envelope';
import { pageUrlOf } from '../../http/pagination';
import {
  BookBody, BookHeaders, BusyIntervals, BusyQuery, CancelReservationQuery, FreeTimesQuery, FreeTimesResponse, ReservationPage, ReservationParams,
  ReservationResponse, ReservationsQuery, SetReservationStatusBody, TableParams,
} from './schemas';
import type { ReservationsService } from './service';

export interface ReservationsRoutesOptions {
  reservations: ReservationsService;
}

const tags = ['reservations'];
const SIGNED_IN = 'Signed-in users only (else 401 ERROR_100).';
const STAFF_ONLY = 'Staff only (else 401 ERROR_100, or 403 ERROR_403).';

export const reservationsRoutes: FastifyPluginAsyncTypebox<ReservationsRoutesOptions> = async (app, options) => {
  const { reservations } = options;

  app.get('/rest/booking/free-times', {
    schema: {
      operationId: 'reservationFreeTimes',
      tags,
      summary: 'When a party can sit at a branch on a day',
      description: 'The start times of `date` for a stay of `duration` minutes with, for each, the tables that seat `guest` and '
        + 'are free for the whole stay. A day past 30 days ahead or closed to reservations has none. Public.',
      querystring: FreeTimesQuery,
      response: { 200: FreeTimesResponse },
    },
  }, async (request) => success(await reservations.freeTimes(request.query)));

  app.get('/rest/booking/disable-dates/table/:id', {
    schema: {
      operationId: 'tableBusyIntervals',
      tags,
      summary: 'When a table is taken',
      description: 'The start and end of every reservation of the table (not canceled) between `date_from` and `date_to`, as the '
        + 'reference\'s raw array. Unknown table → 404 ERROR_404. Public: no customer is named.',
      params: TableParams,
      querystring: BusyQuery,
      response: { 200: BusyIntervals },
    },
  }, async (request) => reservations.busyIntervals(request.params.id, request.query.date_from, request.query.date_to));

  await app.register(customerRoutes, options);
  await app.register(staffRoutes, options);
};

const customerRoutes: FastifyPluginAsyncTypebox<ReservationsRoutesOptions> = async (customer, { reservations }) => {
  requireUserIn(customer);

  customer.get('/dashboard/user/my-bookings', {
    schema: {
      operationId: 'myReservations',
      tags,
      summary: 'The signed-in user\'s reservations, paginated',
      description: 'Your reservations, latest start first, optionally of one `status`. ' + SIGNED_IN,
      querystring: ReservationsQuery,
      response: { 200: ReservationPage },
    },
  }, async (request) => {
    const ctx = await request.context();
    const { page = 1, perPage = 10, status } = request.query;
    return reservations.mine(currentUser(request).userId, status, { page, perPage }, pageUrlOf(request.url), ctx);
  });

  customer.get('/dashboard/user/my-bookings/:id', {
    schema: {
      operationId: 'myReservation',
      tags,
      summary: 'One of the signed-in user\'s reservations',
      description: 'Your reservation `id`. Another user\'s or an unknown id → 404 ERROR_404. ' + SIGNED_IN,
      params: ReservationParams,
      response: { 200: ReservationResponse },
    },
  }, async (request) => {
    const ctx = await request.context();
    return success(await reservations.showMine(currentUser(request).userId, request.params.id, ctx));
  });

  customer.post('/dashboard/user/my-bookings', {
    schema: {
      operationId: 'bookTable',
      tags,
      summary: 'Book a table',
      description: 'Books `table_id` from `start_date` for `end_date − start_date` (or `duration`) minutes for `guest` people. '
        + 'Refused (400, the field in `params`): no phone number in your profile (ERROR_117 `phone`), an unknown or inactive '
        + 'table (ERROR_466), more guests than seats (ERROR_461 `guest`), a duration not offered (ERROR_465), a day closed to '
        + 'reservations (ERROR_118 `start_date`), too soon (ERROR_463), more than 30 days ahead (ERROR_464), not one of the free '
        + 'start times (ERROR_462), the table taken for an overlapping time (ERROR_460 `table_id`), or, so that one account '
        + 'cannot hold every table, you already hold the most upcoming reservations (not canceled, not over) one account may '
        + '(MAX_UPCOMING_RESERVATIONS, default 5: ERROR_468 `reservations`; parallel bookings of one account take turns, so they '
        + 'never pass it together). The restaurant\'s staff are notified (`new_booking`). A repeated `Idempotency-Key` answers the '
        + 'same reservation, or 409 ERROR_409 for another request. ' + SIGNED_IN,
      headers: BookHeaders,
      body: BookBody,
      response: { 200: ReservationResponse },
    },
  }, async (request) => {
    const ctx = await request.context();
    return success(await reservations.book(currentUser(request).userId, request.body, ctx, request.headers['idempotency-key']));
  });

  customer.post('/dashboard/user/my-bookings/:id/status/change', {
    schema: {
      operationId: 'cancelReservation',
      tags,
      summary: 'Cancel one of the signed-in user\'s reservations',
      description: 'Cancels your reservation until it starts (then 400 ERROR_467 `params.status`); already canceled → 400 '
        + 'ERROR_252; another user\'s or an unknown id → 404 ERROR_404. ' + SIGNED_IN,
      params: ReservationParams,
      querystring: CancelReservationQuery,
      response: { 200: ReservationResponse },
    },
  }, async (request) => {
    const ctx = await request.context();
    return success(await reservations.cancelMine(currentUser(request).userId, request.params.id, ctx));
  });
};

const staffRoutes: FastifyPluginAsyncTypebox<ReservationsRoutesOptions> = async (staff, { reservations }) => {
  staffOnlyIn(staff);

  staff.get('/dashboard/staff/bookings/paginate', {
    schema: {
      operationId: 'staffReservations',
      tags: ['staff'],
      summary: 'Every customer\'s reservations, paginated',
      description: 'All reservations, latest start first, optionally of one `status`. ' + STAFF_ONLY,
      querystring: ReservationsQuery,
      response: { 200: ReservationPage },
    },
  }, async (request) => {
    const ctx = await request.context();
    const { page = 1, perPage = 10, status } = request.query;
    return reservations.all(status, { page, perPage }, pageUrlOf(request.url), ctx);
  });

  staff.post('/dashboard/staff/bookings/:id/status', {
    schema: {
      operationId: 'setReservationStatus',
      tags: ['staff'],
      summary: 'Accept or cancel a reservation',
      description: 'Moves the reservation to `status` (accepted or canceled), recorded with you as its author; its customer is '
        + 'notified (`booking_status`). The same status → 400 ERROR_252; a canceled one → 400 `params.status`; unknown → 404. '
        + STAFF_ONLY,
      params: ReservationParams,
      body: SetReservationStatusBody,
      response: { 200: ReservationResponse },
    },
  }, async (request) => {
    const ctx = await request.context();
    return success(await reservations.setStatus(currentUser(request).userId, request.params.id, request.body.status, ctx));
  });
};
