import { VerifyEmailPage } from '../../features/auth';

/** /verify-email/:hash (lazy chunk, auth layout). */
export default VerifyEmailPage;
