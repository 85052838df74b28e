// The reservations module's face: all that app.ts, the seed, tests and the other modules may import of
// it (docs/architecture.md, "Api boundaries"). Everything else is the module's own.
export { type ReservationStatus, userBookings } from './tables';
export { createFloorService } from './floor';
export { bookingFloorRoutes } from './floor-routes';
export { reservationsRoutes } from './routes';
export { createReservationsService } from './service';
