import { ReservationsPage } from '../../features/reservations';

/** /reservations (lazy chunk, inside the shell, signed-in only). */
export default ReservationsPage;
