import { ResetPasswordPage } from '../../features/auth';

/** /reset-password (lazy chunk, auth layout). */
export default ResetPasswordPage;
