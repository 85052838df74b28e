import { LoginPage } from '../../features/auth';

/** /login (lazy chunk, auth layout). */
export default LoginPage;
