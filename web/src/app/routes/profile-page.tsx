import { ProfilePage } from '../../features/profile';

/** /profile (lazy chunk, inside the shell, signed-in only). */
export default ProfilePage;
