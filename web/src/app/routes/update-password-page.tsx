import { UpdatePasswordPage } from '../../features/auth';

/** /update-password (lazy chunk, auth layout, signed-in only). */
export default UpdatePasswordPage;
