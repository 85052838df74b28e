import { SettingsPage } from '../../features/preferences';

/** /settings (lazy chunk, inside the shell, signed-in only). */
export default SettingsPage;
