import { DeliverPage } from '../../features/couriers';

/** /deliver (lazy chunk, inside the shell, open to guests; the form for signed-in customers). */
export default DeliverPage;
