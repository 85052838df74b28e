import { VerifyPhonePage } from '../../features/auth';

/** /verify-phone (lazy chunk, auth layout). */
export default VerifyPhonePage;
