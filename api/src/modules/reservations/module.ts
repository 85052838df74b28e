// The reservations module as one plugin: builds its services and registers its routes (docs/architecture.md,
// "Api modules as plugins").
import { apiModule } from '../../http/api-module';
import { shopsPort } from '../shops';
import { createFloorService } from './floor';
import { bookingFloorRoutes } from './floor-routes';
import { reservationsRoutes } from './routes';
import { type BookingNotices, createReservationsService } from './service';

export interface ReservationsModuleOptions {
  /** What tells the customer and staff of a booking (the notifications', above this module: app.ts's bookingNotices). */
  notices: BookingNotices;
}

/** The branches' floors and tables (/rest/booking/…) and table reservations. */
export const reservationsModule = apiModule<ReservationsModuleOptions>('reservations', [shopsPort], async (app, { notices }) => {
  const { db, clock, caps } = app.deps;
  const floors = createFloorService(db, { shops: shopsPort.of(app), clock });
  await app.register(bookingFloorRoutes, { floors });
  await app.register(reservationsRoutes, {
    reservations: createReservationsService(db, floors, clock, { maxUpcoming: caps.upcomingReservations }, notices),
  });
});
