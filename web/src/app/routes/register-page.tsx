import { RegisterPage } from '../../features/auth';

/** /register (lazy chunk, auth layout). */
export default RegisterPage;
