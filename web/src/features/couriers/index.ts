export { DeliverPage } from './components/deliver-page';
export { StaffCouriersPage } from './components/staff-couriers-page';
