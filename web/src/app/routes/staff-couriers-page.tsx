import { StaffCouriersPage } from '../../features/couriers';

/** /staff/couriers (lazy chunk, inside the shell, staff only). */
export default StaffCouriersPage;
