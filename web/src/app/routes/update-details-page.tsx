import { UpdateDetailsPage } from '../../features/auth';

/** /update-details (lazy chunk, auth layout, signed-in only). */
export default UpdateDetailsPage;
